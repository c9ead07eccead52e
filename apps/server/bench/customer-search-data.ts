/** Word lists for the customer-search bench: common US names, streets and towns of the sales states. */
export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen',
  'Christopher', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Margaret',
  'Donald', 'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily', 'Paul', 'Donna', 'Joshua', 'Michelle',
  'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'George', 'Deborah', 'Timothy', 'Stephanie',
  'Ronald', 'Rebecca', 'Jason', 'Sharon', 'Edward', 'Laura', 'Jeffrey', 'Cynthia', 'Ryan', 'Dorothy',
  'Jacob', 'Amy', 'Gary', 'Kathleen', 'Nicholas', 'Angela', 'Eric', 'Shirley', 'Jonathan', 'Emma',
  'Stephen', 'Brenda', 'Larry', 'Pamela', 'Justin', 'Nicole', 'Scott', 'Anna', 'Brandon', 'Samantha',
  'Benjamin', 'Katherine', 'Samuel', 'Christine', 'Gregory', 'Debra', 'Alexander', 'Rachel', 'Patrick', 'Carolyn',
  'Frank', 'Janet', 'Raymond', 'Maria', 'Jack', 'Olivia', 'Dennis', 'Heather', 'Jerry', 'Helen',
  'Tyler', 'Catherine', 'Aaron', 'Diane', 'Jose', 'Julie', 'Adam', 'Victoria', 'Nathan', 'Joyce',
  'Henry', 'Lauren', 'Zachary', 'Kelly', 'Douglas', 'Christina', 'Peter', 'Ruth', 'Kyle', 'Joan',
  'Noah', 'Virginia', 'Ethan', 'Judith', 'Jeremy', 'Evelyn', 'Christian', 'Hannah', 'Walter', 'Andrea',
  'Keith', 'Megan', 'Austin', 'Cheryl', 'Roger', 'Jacqueline', 'Terry', 'Madison', 'Sean', 'Teresa',
  'Gerald', 'Abigail', 'Carl', 'Sophia', 'Dylan', 'Martha', 'Harold', 'Sara', 'Jordan', 'Gloria',
  'Jesse', 'Janice', 'Bryan', 'Kathryn', 'Lawrence', 'Ann', 'Arthur', 'Isabella', 'Gabriel', 'Judy',
  'Bruce', 'Charlotte', 'Logan', 'Julia', 'Billy', 'Grace', 'Joe', 'Amber', 'Alan', 'Alice',
  'Juan', 'Jean', 'Elijah', 'Denise', 'Willie', 'Frances', 'Albert', 'Danielle', 'Wayne', 'Marilyn',
  'Randy', 'Natalie', 'Mason', 'Beverly', 'Vincent', 'Diana', 'Liam', 'Brittany', 'Roy', 'Theresa',
  'Bobby', 'Kayla', 'Caleb', 'Alexis', 'Bradley', 'Doris', 'Russell', 'Lori', 'Lucas', 'Tiffany',
];

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper',
  'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
  'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez',
  'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler', 'Henderson', 'Barnes',
  'Gonzales', 'Fisher', 'Vasquez', 'Simmons', 'Romero', 'Jordan', 'Patterson', 'Alexander', 'Hamilton', 'Graham',
  'Reynolds', 'Griffin', 'Wallace', 'Moreno', 'West', 'Cole', 'Hayes', 'Bryant', 'Herrera', 'Gibson',
  'Ellis', 'Tran', 'Medina', 'Aguilar', 'Stevens', 'Murray', 'Ford', 'Castro', 'Marshall', 'Owens',
  'Harrison', 'Fernandez', 'McDonald', 'Woods', 'Washington', 'Kennedy', 'Wells', 'Vargas', 'Henry', 'Chen',
  'Freeman', 'Webb', 'Tucker', 'Guzman', 'Burns', 'Crawford', 'Olson', 'Simpson', 'Porter', 'Hunter',
  'Gordon', 'Mendez', 'Silva', 'Shaw', 'Snyder', 'Mason', 'Dixon', 'Munoz', 'Hunt', 'Hicks',
  'Holmes', 'Palmer', 'Wagner', 'Black', 'Robertson', 'Boyd', 'Rose', 'Stone', 'Salazar', 'Fox',
  'Warren', 'Mills', 'Meyer', 'Rice', 'Schmidt', 'Garza', 'Daniels', 'Ferguson', 'Nichols', 'Stephens',
  'Soto', 'Weaver', 'Ryan', 'Gardner', 'Payne', 'Grant', 'Dunn', 'Kelley', 'Spencer', 'Hawkins',
];

export const STREETS = [
  'Main St', 'Oak Ave', 'Pine St', 'Maple Dr', 'Cedar Ln', 'Elm St', 'Washington Blvd', 'Lake Dr', 'Hill Rd', 'Park Ave',
  'Sunset Blvd', 'Camelback Rd', 'Indian School Rd', 'Thomas Rd', 'Baseline Rd', 'Broadway Rd', 'Glendale Ave', 'Bell Rd', 'Peachtree St', 'Ponce de Leon Ave',
  'Six Forks Rd', 'Glenwood Ave', 'Providence Rd', 'Sharon Amity Rd', 'Devine St', 'Two Notch Rd', 'Pelham Rd', 'Wade Hampton Blvd', 'Abercorn St', 'Habersham St',
  'Manchaca Rd', 'Lamar Blvd', 'Burnet Rd', 'Westheimer Rd', 'Yale St', 'Kirby Dr', 'Bay to Bay Blvd', 'Dale Mabry Hwy', 'Orange Ave', 'Colonial Dr',
  'Magnolia Way', 'Palmetto Ct', 'Cypress Pt', 'Willow Bend', 'Sycamore St', 'Hickory Ln', 'Dogwood Dr', 'Juniper Way', 'Mesquite Trl', 'Saguaro Dr',
];

/** [city, state, zip] */
export const PLACES: [string, string, string][] = [
  ['Phoenix', 'AZ', '85016'], ['Phoenix', 'AZ', '85018'], ['Mesa', 'AZ', '85201'], ['Tempe', 'AZ', '85281'], ['Chandler', 'AZ', '85224'],
  ['Gilbert', 'AZ', '85234'], ['Scottsdale', 'AZ', '85251'], ['Tucson', 'AZ', '85718'], ['Glendale', 'AZ', '85301'], ['Peoria', 'AZ', '85345'],
  ['Raleigh', 'NC', '27609'], ['Raleigh', 'NC', '27612'], ['Charlotte', 'NC', '28277'], ['Charlotte', 'NC', '28205'], ['Durham', 'NC', '27701'],
  ['Greensboro', 'NC', '27408'], ['Cary', 'NC', '27513'], ['Wilmington', 'NC', '28403'], ['Columbia', 'SC', '29205'], ['Columbia', 'SC', '29223'],
  ['Greenville', 'SC', '29607'], ['Charleston', 'SC', '29407'], ['Summerville', 'SC', '29483'], ['Rock Hill', 'SC', '29732'], ['Atlanta', 'GA', '30306'],
  ['Atlanta', 'GA', '30318'], ['Marietta', 'GA', '30062'], ['Savannah', 'GA', '31405'], ['Augusta', 'GA', '30909'], ['Macon', 'GA', '31204'],
  ['Austin', 'TX', '78745'], ['Austin', 'TX', '78704'], ['Houston', 'TX', '77008'], ['Houston', 'TX', '77019'], ['San Antonio', 'TX', '78209'],
  ['Dallas', 'TX', '75214'], ['Plano', 'TX', '75023'], ['Fort Worth', 'TX', '76107'], ['Tampa', 'FL', '33606'], ['Tampa', 'FL', '33629'],
  ['Orlando', 'FL', '32803'], ['Orlando', 'FL', '32806'], ['Jacksonville', 'FL', '32207'], ['Miami', 'FL', '33133'], ['Sarasota', 'FL', '34231'],
];
