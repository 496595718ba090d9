/**
 * `npm run bench -- corpus`: the real MFL responses of tests/fixtures/mfl-real/ run through the
 * product's parsers and dataset steps (supabase/functions/_testing/real-corpus.ts). Prints the
 * responses by type, how many parsed, the rows kept, the transactions kept with no asset and no
 * description, and every problem; the goals are all parsed, no empty-asset row, no problem.
 */
import { corpusTable, runCorpus } from "../../supabase/functions/_testing/real-corpus.ts";
import { Goals } from "./lib/goals.ts";

const results = await runCorpus();
console.log(corpusTable(results));
const problems = results.flatMap((r) => r.problems.map((p) => `${r.file}: ${p}`));
if (problems.length > 0) console.log(`\nproblems (${problems.length}):\n  ${problems.slice(0, 60).join("\n  ")}${problems.length > 60 ? `\n  … ${problems.length - 60} more` : ""}`);
const errors = results.filter((r) => r.mflError).map((r) => `${r.file}: ${r.mflError}`);
if (errors.length > 0) console.log(`\nMFL's own errors, read as such:\n  ${errors.join("\n  ")}`);

const goals = new Goals();
const parsed = results.filter((r) => r.parsed).length;
const empty = results.reduce((n, r) => n + r.emptyAssetRows, 0);
console.log(`\nresponses parsed: ${parsed} of ${results.length} ${goals.check(parsed === results.length, "every response parses")}`);
console.log(`transactions with empty assets: ${empty} ${goals.check(empty === 0, "no transaction kept without its assets")}`);
console.log(`problems: ${problems.length} ${goals.check(problems.length === 0, "counts agree with MFL's answers, no self-match, weeks within the league's")}`);
goals.report();
