import { describe, expect, it, vi } from 'vitest';
import { EnvError } from '@/config/env';
import { showBootError } from './boot-error';

describe('showBootError', () => {
  it("an EnvError reads 'Configuration error' with the reason, instead of a blank page", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    showBootError(container, new EnvError('Invalid configuration: supabaseUrl'));
    expect(container.querySelector('h1')).toHaveTextContent(/^Configuration error$/);
    expect(container).toHaveTextContent('Invalid configuration: supabaseUrl');
  });

  it('any other start-up failure says the app could not start', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    showBootError(container, new TypeError('Failed to fetch dynamically imported module'));
    expect(container.querySelector('h1')).toHaveTextContent('The app could not start');
  });
});
