// Invented name pools; combinations are made unique so that name matching between MFL
// ("Last, First") and Tank01 ("First Last") is possible, as it is with real data.
export const FIRST_NAMES = [
  "Aaron", "Adrian", "Alex", "Andre", "Anthony", "Austin", "Bijan", "Blake", "Brandon", "Brock",
  "Bryce", "Caleb", "Calvin", "Cameron", "Carson", "Chase", "Chris", "Cole", "Colin", "Dak",
  "Dalton", "Damien", "Daniel", "Darius", "David", "Davante", "DeAndre", "Derek", "Devin", "Dion",
  "Drake", "Dwayne", "Elijah", "Evan", "Garrett", "George", "Isaiah", "Jack", "Jacob", "Jalen",
  "Jamal", "James", "Jaylen", "Jordan", "Josh", "Justin", "Kareem", "Keenan", "Kendall", "Kevin",
  "Kyle", "Lamar", "Logan", "Malik", "Marcus", "Mark", "Marquise", "Matt", "Michael", "Mike",
  "Nico", "Noah", "Omar", "Patrick", "Quentin", "Rashod", "Ricky", "Sam", "Saquon", "Sean",
  "Terrell", "Travis", "Trey", "Tyler", "Tyreek", "Victor", "Will", "Xavier", "Zach", "Zay",
];
export const LAST_NAMES = [
  "Adams", "Allen", "Anderson", "Bailey", "Barnes", "Bell", "Bennett", "Brooks", "Brown", "Bryant",
  "Butler", "Campbell", "Carter", "Chambers", "Coleman", "Collins", "Cook", "Cooper", "Cruz", "Davis",
  "Dawson", "Dixon", "Edwards", "Ellis", "Evans", "Fisher", "Fleming", "Ford", "Foster", "Freeman",
  "Gibson", "Gordon", "Graham", "Grant", "Gray", "Green", "Griffin", "Hall", "Hamilton", "Harris",
  "Hayes", "Henderson", "Hill", "Holmes", "Howard", "Hughes", "Jackson", "James", "Jenkins", "Johnson",
  "Jones", "Jordan", "Kelly", "King", "Knight", "Lane", "Lewis", "Lockett", "Marshall", "Martin",
  "Mason", "McCoy", "Miller", "Mitchell", "Moore", "Morgan", "Morris", "Murray", "Nelson", "Owens",
  "Parker", "Patterson", "Payne", "Perry", "Peters", "Porter", "Price", "Reed", "Reynolds", "Rice",
  "Richardson", "Robinson", "Ross", "Russell", "Sanders", "Scott", "Shaw", "Simmons", "Smith", "Stewart",
  "Sullivan", "Taylor", "Thomas", "Thompson", "Tucker", "Turner", "Walker", "Ward", "Washington", "Watson",
  "Webb", "West", "White", "Williams", "Wilson", "Wright", "Young",
];
export const COLLEGES = [
  "Alabama", "Georgia", "Ohio State", "LSU", "Clemson", "Michigan", "Oklahoma", "Texas", "USC",
  "Florida", "Penn State", "Oregon", "Notre Dame", "Wisconsin", "Iowa", "Auburn", "Miami (FL)",
  "Texas A&M", "Utah", "Washington", "Boise State", "North Dakota State", "Tennessee", "Stanford",
];
