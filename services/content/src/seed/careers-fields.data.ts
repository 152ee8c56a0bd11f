import { DBM, pay } from './salary';
import type { SeedCareer } from './seed-types';

// Sources named beside the figures, as for the first careers: round monthly ranges in pesos that
// Lakbay compiled from the named source (see salary.ts).
const NURSE_PAY =
  'Ranges compiled by Lakbay from the DBM salary schedule (Nurse I, Salary Grade 15) and JobStreet by SEEK for private hospitals';
export const UNIFORMED_PAY =
  'Ranges compiled by Lakbay from the DBM base pay schedule for uniformed personnel (Joint Resolution No. 1, s. 2018), base pay without allowances';
export const SEAFARER_PAY =
  'Ranges compiled by Lakbay from wage scales of DMW-processed seafarer contracts, paid in US dollars, at about ₱56 to the dollar';
const TEACHER_PAY =
  'Ranges compiled by Lakbay from the DBM salary schedule (Teacher I, Salary Grade 11, to Master Teacher) under the Salary Standardization Law VI';
const TRAINER_PAY =
  'Ranges compiled by Lakbay from the DBM salary schedule (Teacher I, Salary Grade 11) for public senior high schools; JobStreet by SEEK for private training centres';

/** Fields students ask about most: 30 careers filed under the closest of the 11 categories. */
export const FIELD_CAREERS: SeedCareer[] = [
  // ---- Nursing and allied health -------------------------------------------------------------------
  {
    slug: 'registered-nurse',
    title: 'Registered Nurse',
    category: 'community-development',
    summary:
      'Cares for patients in hospitals, clinics, schools and communities: checks their condition, gives medicines and treatments, and teaches patients and families how to stay well.',
    dayInTheLife:
      'Your 12-hour shift on a medical ward starts with the endorsement from the night nurses. You check vital signs, give medicines on schedule, change dressings and write notes in each chart. A new patient arrives from the emergency room, so you do the admission assessment and call the resident about a rising fever. Before you hand over, you teach a family how to care for their father at home.',
    keyTasks: [
      'Assess patients and monitor vital signs',
      'Give medicines and treatments as ordered',
      'Keep accurate patient records',
      'Teach patients and families about care at home',
      'Work with doctors, therapists and other nurses',
    ],
    skills: {
      hard: ['Patient assessment', 'Medication administration', 'Infection control', 'Basic and advanced life support', 'Charting'],
      soft: ['Compassion', 'Calm under pressure', 'Communication', 'Stamina for long shifts'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['BS Nursing'],
      tesdaCertificates: [],
      licensureExams: ['Nurse Licensure Examination (PRC)'],
    },
    salary: pay(20000, 40000, 40000, 70000, NURSE_PAY, 2025),
    outlook:
      'Hospitals, rural health units and schools need nurses, and many Filipino nurses later work abroad; government posts start at Nurse I (Salary Grade 15).',
    relatedCareers: ['midwife', 'medical-technologist', 'caregiver'],
    relatedVideos: ['mcgonigal-stress', 'brown-vulnerability'],
  },
  {
    slug: 'medical-technologist',
    title: 'Medical Technologist',
    category: 'research',
    summary:
      'Runs the laboratory tests that doctors use to find and track illness: blood, urine and other samples, blood typing for transfusions, and tests for infections.',
    dayInTheLife:
      'At the hospital laboratory you start by checking that the analysers pass their quality controls. Samples arrive from the wards and the emergency room; you run blood counts and chemistry tests, look at slides under the microscope and call the ward when a result is critical. In the afternoon you cross-match blood for a patient going into surgery.',
    keyTasks: [
      'Collect and process patient samples',
      'Run and check tests in haematology, chemistry and microbiology',
      'Keep machines calibrated and quality controls in range',
      'Report results and flag critical values at once',
      'Follow biosafety rules',
    ],
    skills: {
      hard: ['Laboratory techniques', 'Microscopy', 'Quality control', 'Biosafety', 'Laboratory information systems'],
      soft: ['Accuracy', 'Integrity', 'Focus', 'Teamwork'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['BS Medical Technology / Medical Laboratory Science'],
      tesdaCertificates: [],
      licensureExams: ['Medical Technologist Licensure Examination (PRC)'],
    },
    salary: pay(18000, 28000, 30000, 50000),
    outlook:
      'Needed in hospitals, diagnostic clinics and public health laboratories; many use the degree as preparation for medicine or work abroad.',
    relatedCareers: ['registered-nurse', 'pharmacist', 'science-research-specialist'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'pharmacist',
    title: 'Pharmacist',
    category: 'research',
    summary:
      'Makes sure people get the right medicine and use it safely: checks prescriptions, explains doses and side effects, and manages a pharmacy’s stock.',
    dayInTheLife:
      'At a drugstore branch you check each prescription before it is filled: the dose, other medicines the customer takes, and whether the generic name is written. You explain to a mother how to give her child an antibiotic, count the controlled drugs with your assistant and order stock that is running low.',
    keyTasks: [
      'Check and fill prescriptions',
      'Counsel patients on how to take their medicines',
      'Watch for drug interactions and side effects',
      'Manage stock, storage and expiry dates',
      'Keep the records the law requires for regulated drugs',
    ],
    skills: {
      hard: ['Pharmacology', 'Dispensing', 'Drug regulations', 'Inventory management'],
      soft: ['Care for patients', 'Attention to detail', 'Clear explanations', 'Integrity'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['BS Pharmacy', 'BS Clinical Pharmacy'],
      tesdaCertificates: ['Pharmacy Services NC III (for pharmacy assistants)'],
      licensureExams: ['Pharmacist Licensure Examination (PRC)'],
    },
    salary: pay(20000, 28000, 30000, 50000),
    outlook:
      'Drugstore chains, hospitals and drug companies hire pharmacists; experience leads to store management, regulatory or medical sales roles.',
    relatedCareers: ['medical-technologist', 'registered-nurse', 'sales-associate'],
    relatedVideos: ['smith-great-career'],
  },
  {
    slug: 'physical-therapist',
    title: 'Physical Therapist',
    category: 'community-development',
    summary:
      'Helps people move again after injury, stroke or surgery, and helps children and older people move better, through exercise and hands-on treatment.',
    dayInTheLife:
      'Your first patient at the rehabilitation clinic is recovering from a stroke; you practise standing and walking with her and teach her son how to help at home. Next is a basketball player with a knee injury, then a child with cerebral palsy. Between sessions you write progress notes and adjust each exercise plan.',
    keyTasks: [
      'Assess how patients move and what limits them',
      'Plan and give exercise and manual therapy',
      'Teach patients and families exercises for home',
      'Track progress and adjust treatment',
      'Work with doctors and other therapists',
    ],
    skills: {
      hard: ['Anatomy and kinesiology', 'Therapeutic exercise', 'Manual therapy', 'Assessment tools'],
      soft: ['Patience', 'Encouragement', 'Empathy', 'Physical stamina'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['BS Physical Therapy'],
      tesdaCertificates: [],
      licensureExams: ['Physical Therapist Licensure Examination (PRC)'],
    },
    salary: pay(20000, 28000, 30000, 50000),
    outlook: 'Growing need as the population ages and sports medicine grows; many therapists later open their own clinics or work abroad.',
    relatedCareers: ['registered-nurse', 'caregiver', 'social-worker'],
    relatedVideos: ['dweck-growth-mindset'],
  },
  {
    slug: 'midwife',
    title: 'Midwife',
    category: 'community-development',
    summary:
      'Cares for mothers and newborns through pregnancy, birth and the first weeks, often at barangay health stations and birthing clinics.',
    dayInTheLife:
      'At the barangay health station you hold prenatal check-ups in the morning: weighing, blood pressure, listening to the baby’s heartbeat. You visit a new mother at home to check on her and her baby and remind her of the vaccination schedule. In the afternoon you update the family-planning and immunisation records for the rural health unit.',
    keyTasks: [
      'Give prenatal and postnatal check-ups',
      'Attend normal births and refer complicated ones in time',
      'Care for newborns and keep immunisations on schedule',
      'Teach families about nutrition and family planning',
      'Keep community health records',
    ],
    skills: {
      hard: ['Prenatal care', 'Normal delivery', 'Newborn care', 'Health records'],
      soft: ['Calm in emergencies', 'Trustworthiness', 'Communication in the local language', 'Compassion'],
    },
    education: {
      shsStrands: ['STEM', 'GAS'],
      collegeCourses: ['BS Midwifery', 'Diploma in Midwifery'],
      tesdaCertificates: [],
      licensureExams: ['Midwife Licensure Examination (PRC)'],
    },
    salary: pay(16000, 25000, 25000, 35000, `${DBM}; JobStreet by SEEK for private clinics`, 2025),
    outlook:
      'Local governments need midwives for every barangay health station, especially in rural areas; experience opens public health roles.',
    relatedCareers: ['registered-nurse', 'caregiver', 'community-development-officer'],
    relatedVideos: ['brown-vulnerability'],
  },
  {
    slug: 'caregiver',
    title: 'Caregiver',
    category: 'community-development',
    summary:
      'Helps older people, people with disabilities and young children with daily living: bathing, meals, medicines on time, moving safely and company.',
    dayInTheLife:
      'You arrive at the home of an elderly man recovering from a fall. You help him wash and dress, prepare a soft breakfast, and make sure he takes his morning medicines. After a short walk around the garden with his cane, you note his blood pressure in the family’s notebook and tell his daughter about a cough you noticed.',
    keyTasks: [
      'Help with bathing, dressing and eating',
      'Give medicines on time as instructed',
      'Help people move safely and prevent falls',
      'Watch for changes in health and report them',
      'Keep the home clean and safe',
    ],
    skills: {
      hard: ['Personal care', 'Safe lifting and transfers', 'First aid', 'Vital signs'],
      soft: ['Patience', 'Kindness', 'Reliability', 'Respect for privacy'],
    },
    education: {
      shsStrands: ['TVL', 'GAS', 'HUMSS'],
      collegeCourses: [],
      tesdaCertificates: ['Caregiving NC II', 'Health Care Services NC II'],
      licensureExams: [],
    },
    salary: pay(14000, 18000, 18000, 25000),
    outlook:
      'Demand is growing in the Philippines and abroad (Japan, Canada, Israel and others recruit Filipino caregivers); some later study nursing.',
    relatedCareers: ['registered-nurse', 'physical-therapist', 'social-worker'],
    relatedVideos: ['brown-vulnerability'],
  },

  // ---- Engineering -----------------------------------------------------------------------------------
  {
    slug: 'civil-engineer',
    title: 'Civil Engineer',
    category: 'math-logic',
    summary:
      'Designs and builds roads, bridges, buildings, drainage and water systems, and makes sure they are safe, on budget and built as planned.',
    dayInTheLife:
      'You start at the site of a three-storey school building: you check the steel bars before the concrete is poured and sign off the inspection. Back at the office you review the structural computations for a drainage project, update the schedule, and meet the contractor about materials that arrived late.',
    keyTasks: [
      'Design structures and compute loads',
      'Prepare plans, estimates and schedules',
      'Supervise construction and inspect the work',
      'Check compliance with the National Building Code',
      'Manage budgets, materials and contractors',
    ],
    skills: {
      hard: ['Structural analysis', 'AutoCAD and structural software', 'Cost estimating', 'Construction methods'],
      soft: ['Problem-solving', 'Leadership on site', 'Attention to safety', 'Clear reporting'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['BS Civil Engineering'],
      tesdaCertificates: [],
      licensureExams: ['Civil Engineer Licensure Examination (PRC)'],
    },
    salary: pay(20000, 28000, 40000, 70000),
    outlook:
      'Public works and private construction keep civil engineers in demand; experience leads to project management or your own firm.',
    relatedCareers: ['architect', 'project-manager', 'electrical-engineer'],
    relatedVideos: ['duckworth-grit', 'cutts-30-days'],
  },
  {
    slug: 'electrical-engineer',
    title: 'Electrical Engineer',
    category: 'math-logic',
    summary:
      'Plans, designs and maintains electrical systems: power for buildings and factories, distribution lines, and the equipment that keeps them safe.',
    dayInTheLife:
      'At an electric cooperative you review a request to connect a new rice mill and check that the transformer can take the load. After lunch you go with the linemen to inspect a substation and plan preventive maintenance. You end the day signing electrical plans for a clinic’s renovation.',
    keyTasks: [
      'Design electrical systems and compute loads',
      'Prepare and sign electrical plans',
      'Inspect and maintain power equipment',
      'Make sure work follows the Philippine Electrical Code',
      'Supervise electricians and contractors',
    ],
    skills: {
      hard: ['Circuit and power analysis', 'Philippine Electrical Code', 'AutoCAD', 'Protection and safety systems'],
      soft: ['Safety mindset', 'Problem-solving', 'Teamwork', 'Clear instructions'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['BS Electrical Engineering'],
      tesdaCertificates: [],
      licensureExams: ['Registered Electrical Engineer Licensure Examination (PRC)'],
    },
    salary: pay(22000, 30000, 40000, 70000),
    outlook:
      'Power utilities, factories, construction and renewable energy projects hire electrical engineers; solar and grid work is growing.',
    relatedCareers: ['electrician', 'civil-engineer', 'electronics-engineer'],
    relatedVideos: ['cutts-30-days'],
  },
  {
    slug: 'mechanical-engineer',
    title: 'Mechanical Engineer',
    category: 'math-logic',
    summary:
      'Designs, installs and maintains machines and mechanical systems: air-conditioning, pumps, boilers, engines and factory equipment.',
    dayInTheLife:
      'At a food factory you lead the morning check of the boilers and compressors, then investigate why a packing machine keeps stopping. You order a replacement part, plan the repair for the weekend shutdown, and review the design of a new cooling system with a supplier.',
    keyTasks: [
      'Design and select mechanical systems',
      'Plan and supervise installation and maintenance',
      'Find the causes of breakdowns and fix them',
      'Keep equipment safe and efficient',
      'Prepare plans, specifications and reports',
    ],
    skills: {
      hard: ['Thermodynamics and fluid mechanics', 'CAD', 'Maintenance planning', 'HVAC systems'],
      soft: ['Analytical thinking', 'Hands-on problem-solving', 'Teamwork', 'Safety awareness'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['BS Mechanical Engineering'],
      tesdaCertificates: [],
      licensureExams: ['Mechanical Engineer Licensure Examination (PRC)'],
    },
    salary: pay(22000, 30000, 40000, 70000),
    outlook: 'Manufacturing, power plants, building services and shipyards need mechanical engineers, at home and abroad.',
    relatedCareers: ['electrical-engineer', 'marine-engineer', 'automotive-technician'],
    relatedVideos: ['grant-original-thinkers'],
  },
  {
    slug: 'electronics-engineer',
    title: 'Electronics Engineer',
    category: 'math-logic',
    summary:
      'Designs, tests and maintains electronic devices and systems: semiconductors, telecommunications networks, control systems and instruments.',
    dayInTheLife:
      'At a semiconductor plant in Laguna you review yesterday’s test results and find a batch of chips failing one test. You work with the production team to trace the cause to a machine setting, write up the fix, and join a call with the customer’s engineers abroad about a new product.',
    keyTasks: [
      'Design and test electronic circuits and systems',
      'Improve yields and fix faults in production',
      'Install and maintain telecom and control equipment',
      'Write test procedures and reports',
      'Work with suppliers and customers on specifications',
    ],
    skills: {
      hard: ['Circuit design', 'Test equipment', 'Embedded systems', 'Data analysis'],
      soft: ['Patience with detail', 'Problem-solving', 'Teamwork', 'Clear writing'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['BS Electronics Engineering', 'BS Electronics and Communications Engineering'],
      tesdaCertificates: ['Electronic Products Assembly and Servicing NC II (technician level)'],
      licensureExams: ['Electronics Engineer Licensure Examination (PRC)'],
    },
    salary: pay(20000, 28000, 35000, 60000),
    outlook: 'Electronics is the country’s top export; semiconductor, telecom and automation companies hire graduates every year.',
    relatedCareers: ['electrical-engineer', 'software-developer', 'it-support-specialist'],
    relatedVideos: ['cutts-30-days'],
  },
  {
    slug: 'industrial-engineer',
    title: 'Industrial Engineer',
    category: 'operations',
    summary:
      'Makes work flow better: designs processes, layouts and schedules so that factories, warehouses, hospitals and offices waste less time and money.',
    dayInTheLife:
      'At a warehouse you time how long each order takes to pick and pack, then map where people walk. You find that fast-moving items sit at the far end, propose a new layout, and test it on one aisle. In the afternoon you present the results to the operations manager with a plan for the whole floor.',
    keyTasks: [
      'Study processes and measure time and cost',
      'Design better layouts, schedules and workflows',
      'Set up quality and productivity measures',
      'Plan capacity and staffing',
      'Lead improvement projects with the people who do the work',
    ],
    skills: {
      hard: ['Process mapping', 'Time and motion study', 'Statistics and Excel', 'Lean and Six Sigma methods'],
      soft: ['Systems thinking', 'Persuasion', 'Teamwork', 'Curiosity'],
    },
    education: {
      shsStrands: ['STEM', 'ABM'],
      collegeCourses: ['BS Industrial Engineering'],
      tesdaCertificates: [],
      licensureExams: [],
    },
    salary: pay(20000, 28000, 35000, 60000),
    outlook:
      'Manufacturing, logistics, BPOs and hospitals hire industrial engineers; many move into operations or supply chain management.',
    relatedCareers: ['supply-chain-analyst', 'project-manager', 'data-analyst'],
    relatedVideos: ['rosling-best-stats'],
  },

  // ---- Criminology and public safety ---------------------------------------------------------------
  {
    slug: 'police-officer',
    title: 'Police Officer',
    category: 'community-development',
    summary:
      'Keeps the peace and enforces the law in the Philippine National Police: patrols, responds to calls, investigates crimes and works with barangays.',
    dayInTheLife:
      'Your shift at the municipal police station starts with a briefing. You patrol the market and a school zone, respond to a report of a stolen motorcycle, and take the victim’s statement. Back at the station you write the blotter entry and the spot report, then join a barangay meeting on road safety.',
    keyTasks: [
      'Patrol and respond to calls for help',
      'Investigate crimes and gather evidence',
      'Write reports and case files',
      'Arrest suspects following the law and their rights',
      'Work with barangays and schools on crime prevention',
    ],
    skills: {
      hard: ['Criminal law and procedure', 'Investigation', 'Report writing', 'Firearms and self-defence training'],
      soft: ['Integrity', 'Courage', 'Respect for human rights', 'Calm under pressure'],
    },
    education: {
      shsStrands: ['HUMSS', 'GAS', 'STEM', 'ABM', 'TVL'],
      collegeCourses: ['BS Criminology', 'Any bachelor’s degree'],
      tesdaCertificates: [],
      licensureExams: [
        'Criminologist Licensure Examination (PRC), for criminology graduates',
        'NAPOLCOM PNP Entrance Examination (or another eligibility)',
      ],
    },
    salary: pay(30000, 35000, 38000, 60000, UNIFORMED_PAY, 2025),
    outlook:
      'The PNP recruits every year; new officers enter as Patrolman or Patrolwoman after the Public Safety Basic Recruit Course, and rise through the ranks with training and years of service.',
    relatedCareers: ['jail-officer', 'social-worker', 'community-development-officer'],
    relatedVideos: ['duckworth-grit', 'cuddy-body-language'],
  },
  {
    slug: 'jail-officer',
    title: 'Jail Officer',
    category: 'community-development',
    summary:
      'Keeps jails safe and humane in the Bureau of Jail Management and Penology: supervises people deprived of liberty and runs their programmes.',
    dayInTheLife:
      'You start with a headcount and an inspection of the cells. You escort detainees to their court hearings, then supervise a livelihood class and a visit schedule. After a search turns up contraband you write the report, and you help a detainee reach his lawyer about his case.',
    keyTasks: [
      'Keep custody and security of detainees',
      'Escort detainees to courts and hospitals',
      'Run welfare, education and livelihood programmes',
      'Inspect facilities and write incident reports',
      'Protect the rights and dignity of detainees',
    ],
    skills: {
      hard: ['Jail management rules', 'Security procedures', 'Report writing', 'Self-defence'],
      soft: ['Fairness', 'Firmness', 'Integrity', 'Empathy'],
    },
    education: {
      shsStrands: ['HUMSS', 'GAS', 'STEM', 'ABM', 'TVL'],
      collegeCourses: ['BS Criminology', 'Any bachelor’s degree'],
      tesdaCertificates: [],
      licensureExams: ['Criminologist Licensure Examination (PRC), for criminology graduates'],
    },
    salary: pay(30000, 35000, 38000, 60000, UNIFORMED_PAY, 2025),
    outlook:
      'The BJMP and the Bureau of Corrections recruit every year; the same base pay applies to jail, fire and police officers of the same rank.',
    relatedCareers: ['police-officer', 'social-worker'],
    relatedVideos: ['duckworth-grit'],
  },

  // ---- Hospitality and tourism ---------------------------------------------------------------------
  {
    slug: 'cook-chef',
    title: 'Cook / Chef',
    category: 'operations',
    summary:
      'Prepares food in restaurants, hotels, hospitals and ships: from a line cook’s station to a head chef who plans the menu and runs the kitchen.',
    dayInTheLife:
      'You arrive before the lunch rush to prepare your station: slicing vegetables, making sauces and checking the deliveries. During service you cook orders quickly and to the same standard every time. After the rush you clean down, label what is left and help the sous chef test a new dish for the menu.',
    keyTasks: [
      'Prepare ingredients and cook dishes to the recipe',
      'Keep the kitchen clean and food safe',
      'Check deliveries and manage stock',
      'Plan menus and cost dishes (as a chef)',
      'Train and lead kitchen staff (as a chef)',
    ],
    skills: {
      hard: ['Cooking techniques', 'Food safety and sanitation', 'Knife skills', 'Food costing'],
      soft: ['Speed under pressure', 'Teamwork', 'Creativity', 'Discipline'],
    },
    education: {
      shsStrands: ['TVL', 'ABM'],
      collegeCourses: ['BS Hospitality Management', 'BS Culinary Arts', 'BS Hotel and Restaurant Management'],
      tesdaCertificates: ['Cookery NC II', 'Bread and Pastry Production NC II', 'Ship’s Catering Services NC I'],
      licensureExams: [],
    },
    salary: pay(15000, 20000, 25000, 50000),
    outlook: 'Restaurants, hotels, resorts and cruise ships hire cooks all the time; many chefs later open their own food business.',
    relatedCareers: ['hotel-front-desk-agent', 'housekeeping-attendant', 'deck-officer'],
    relatedVideos: ['gilbert-creative-genius', 'duckworth-grit'],
  },
  {
    slug: 'hotel-front-desk-agent',
    title: 'Hotel Front Desk Agent',
    category: 'operations',
    summary:
      'Welcomes guests and looks after them from check-in to check-out: reservations, payments, requests and problems, often the first face of a hotel or resort.',
    dayInTheLife:
      'On the morning shift you check out a tour group, settle their bills and arrange their airport transfer. You handle a guest whose room is not ready, offering breakfast while housekeeping finishes. Between arrivals you confirm tomorrow’s reservations and pass messages to housekeeping and maintenance.',
    keyTasks: [
      'Check guests in and out and handle payments',
      'Take and change reservations',
      'Answer questions and solve guests’ problems',
      'Coordinate with housekeeping and other departments',
      'Keep the shift’s records and cash balanced',
    ],
    skills: {
      hard: ['Property management systems', 'Reservations', 'Cashiering', 'Spoken English and another language (helpful)'],
      soft: ['Friendliness', 'Patience', 'Problem-solving', 'Grace under pressure'],
    },
    education: {
      shsStrands: ['TVL', 'ABM', 'HUMSS'],
      collegeCourses: ['BS Hospitality Management', 'BS Tourism Management', 'BS Hotel and Restaurant Management'],
      tesdaCertificates: ['Front Office Services NC II', 'Food and Beverage Services NC II'],
      licensureExams: [],
    },
    salary: pay(15000, 20000, 22000, 35000),
    outlook:
      'Tourism keeps growing in Manila, Cebu, Boracay, Palawan and Bohol; front desk work leads to supervisor and hotel management roles.',
    relatedCareers: ['housekeeping-attendant', 'travel-consultant', 'customer-service-representative'],
    relatedVideos: ['cuddy-body-language', 'treasure-speak'],
  },
  {
    slug: 'housekeeping-attendant',
    title: 'Housekeeping Room Attendant',
    category: 'operations',
    summary: 'Keeps hotel rooms and public areas clean, comfortable and ready for guests, to the standard the hotel promises.',
    dayInTheLife:
      'You get your list of rooms for the day: eight check-outs and six stay-overs. You strip and make beds, clean bathrooms, restock amenities and report a leaking faucet to maintenance. A guest asks for extra pillows and a crib; you bring them and note the request in the system.',
    keyTasks: [
      'Clean and prepare guest rooms',
      'Restock linen and amenities',
      'Report damage, lost items and repairs needed',
      'Answer guest requests quickly',
      'Use cleaning chemicals and equipment safely',
    ],
    skills: {
      hard: ['Room cleaning standards', 'Linen and laundry handling', 'Safe use of chemicals'],
      soft: ['Reliability', 'Honesty', 'Attention to detail', 'Stamina'],
    },
    education: {
      shsStrands: ['TVL', 'GAS'],
      collegeCourses: ['BS Hospitality Management (for supervisory roles)'],
      tesdaCertificates: ['Housekeeping NC II'],
      licensureExams: [],
    },
    salary: pay(14000, 17000, 18000, 25000),
    outlook:
      'Hotels, resorts and cruise lines hire room attendants; housekeeping supervisors and executive housekeepers rise from these ranks.',
    relatedCareers: ['hotel-front-desk-agent', 'cook-chef', 'caregiver'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'travel-consultant',
    title: 'Travel and Tour Consultant',
    category: 'sales',
    summary:
      'Plans and sells trips: flights, hotels, tours and visas for individuals, families and companies, and helps them when plans change.',
    dayInTheLife:
      'A family wants a five-day trip to Palawan on a budget. You compare flights and resorts, put together two packages and send a quote. You rebook a client whose flight was cancelled by a typhoon, check visa requirements for a company trip to Japan, and post a new tour package on the agency’s page.',
    keyTasks: [
      'Understand what travellers want and their budget',
      'Book flights, hotels and tours',
      'Prepare quotes, itineraries and travel documents',
      'Advise on visas and travel rules',
      'Help clients when trips change',
    ],
    skills: {
      hard: ['Airline booking systems', 'Destination knowledge', 'Sales and quoting', 'Social media selling'],
      soft: ['Service mindset', 'Persuasion', 'Organisation', 'Calm when plans change'],
    },
    education: {
      shsStrands: ['ABM', 'HUMSS', 'TVL'],
      collegeCourses: ['BS Tourism Management', 'BS Travel Management'],
      tesdaCertificates: ['Travel Services NC II', 'Tourism Promotion Services NC II', 'Local Guiding Services NC II (for tour guides)'],
      licensureExams: [],
    },
    salary: pay(15000, 20000, 22000, 40000),
    outlook:
      'Travel agencies, airlines and tour operators hire consultants; experienced ones often start their own agency or work remotely for foreign travel companies.',
    relatedCareers: ['hotel-front-desk-agent', 'flight-attendant', 'sales-associate'],
    relatedVideos: ['st-john-8-secrets'],
  },
  {
    slug: 'flight-attendant',
    title: 'Flight Attendant',
    category: 'operations',
    summary:
      'Keeps passengers safe and comfortable on board: safety checks and demonstrations, service, first aid, and leading evacuations if needed.',
    dayInTheLife:
      'Your duty starts with a briefing on today’s route, Manila to Davao and back. You check the emergency equipment in your zone, welcome passengers, and do the safety demonstration. In flight you serve meals, help a nervous first-time flyer and report a medical concern to the captain. On the return you do it all again.',
    keyTasks: [
      'Check safety equipment before each flight',
      'Brief passengers and enforce safety rules',
      'Serve meals and sell on board',
      'Give first aid and handle emergencies',
      'Write flight and incident reports',
    ],
    skills: {
      hard: ['Aviation safety procedures', 'First aid', 'Service standards', 'Clear spoken English'],
      soft: ['Composure', 'Warmth', 'Teamwork', 'Adaptability to changing schedules'],
    },
    education: {
      shsStrands: ['HUMSS', 'ABM', 'TVL', 'GAS'],
      collegeCourses: [
        'BS Tourism Management',
        'BS Hospitality Management',
        'Any bachelor’s degree (many airlines ask for two years of college or more)',
      ],
      tesdaCertificates: ['Food and Beverage Services NC II (helpful)'],
      licensureExams: [],
    },
    salary: pay(18000, 30000, 35000, 60000),
    outlook:
      'Local and foreign airlines recruit in Manila and Cebu; airline training is given after hiring, and cabin crew can move to ground or training roles.',
    relatedCareers: ['travel-consultant', 'hotel-front-desk-agent', 'customer-service-representative'],
    relatedVideos: ['cuddy-body-language'],
  },

  // ---- Maritime and seafaring ----------------------------------------------------------------------
  {
    slug: 'deck-officer',
    title: 'Deck Officer (Mate)',
    category: 'operations',
    summary:
      'Navigates and runs a ship’s deck: keeps navigational watches, handles cargo and mooring, and keeps the crew and ship safe at sea.',
    dayInTheLife:
      'On a bulk carrier in the Pacific you take the 4-to-8 watch on the bridge: you check the position, watch the radar for traffic and log the weather. After your watch you inspect the lifeboats and fire equipment, then plan the cargo loading for the next port with the chief officer.',
    keyTasks: [
      'Keep navigational watches on the bridge',
      'Plan passages and keep charts up to date',
      'Supervise cargo loading, mooring and deck work',
      'Maintain safety and life-saving equipment',
      'Lead ratings and keep the ship’s records',
    ],
    skills: {
      hard: ['Navigation and chartwork', 'Radar and ECDIS', 'Cargo handling', 'Maritime English', 'STCW safety training'],
      soft: ['Discipline', 'Leadership', 'Resilience far from home', 'Teamwork across cultures'],
    },
    education: {
      shsStrands: ['STEM', 'TVL'],
      collegeCourses: ['BS Marine Transportation (with a year of shipboard training as a cadet)'],
      tesdaCertificates: [],
      licensureExams: ['MARINA examination for Officer in Charge of a Navigational Watch (not PRC)'],
    },
    salary: pay(25000, 90000, 120000, 300000, SEAFARER_PAY, 2024),
    outlook:
      'Filipinos crew a large share of the world’s merchant ships; pay rises steeply with rank, and masters earn more than the range shown. Contracts keep you at sea for months at a time.',
    relatedCareers: ['marine-engineer', 'cook-chef', 'supply-chain-analyst'],
    relatedVideos: ['duckworth-grit', 'mcgonigal-stress'],
  },
  {
    slug: 'marine-engineer',
    title: 'Marine Engineer',
    category: 'operations',
    summary:
      'Runs and maintains a ship’s engines and machinery: main engine, generators, pumps and fuel systems, so the ship keeps moving safely.',
    dayInTheLife:
      'In the engine room of a container ship you take the morning watch: you check temperatures and pressures, log the readings and clean a fuel filter. After lunch you and the oiler overhaul a pump that has been leaking, then order spare parts for the next port with the chief engineer.',
    keyTasks: [
      'Keep engineering watches',
      'Operate and maintain engines, generators and pumps',
      'Find and repair faults',
      'Manage fuel, lubricants and spare parts',
      'Follow safety and pollution-prevention rules',
    ],
    skills: {
      hard: ['Diesel engines', 'Marine electrical systems', 'Maintenance planning', 'STCW safety training'],
      soft: ['Hands-on problem-solving', 'Discipline', 'Resilience far from home', 'Teamwork'],
    },
    education: {
      shsStrands: ['STEM', 'TVL'],
      collegeCourses: ['BS Marine Engineering (with a year of shipboard training as a cadet)'],
      tesdaCertificates: [],
      licensureExams: ['MARINA examination for Officer in Charge of an Engineering Watch (not PRC)'],
    },
    salary: pay(25000, 90000, 120000, 300000, SEAFARER_PAY, 2024),
    outlook:
      'Ship engineers are needed worldwide; chief engineers earn more than the range shown. Experience also opens shipyard and power-plant work ashore.',
    relatedCareers: ['deck-officer', 'mechanical-engineer', 'welder'],
    relatedVideos: ['duckworth-grit'],
  },

  // ---- Teaching ------------------------------------------------------------------------------------
  {
    slug: 'special-education-teacher',
    title: 'Special Education (SPED) Teacher',
    category: 'community-development',
    summary:
      'Teaches learners with disabilities and learning difficulties, adapting lessons to each child, in SPED centres and inclusive classrooms.',
    dayInTheLife:
      'Your class at the SPED centre has eight learners with different needs. You work on reading with a child with dyslexia using picture cards, then help a learner on the autism spectrum through a change in routine. During your break you update each learner’s individualised education plan and message a parent about progress.',
    keyTasks: [
      'Assess each learner’s needs and strengths',
      'Write and follow individualised education plans',
      'Adapt lessons and materials',
      'Work with parents, therapists and regular teachers',
      'Track and report progress',
    ],
    skills: {
      hard: ['Special education methods', 'Filipino Sign Language (helpful)', 'Behaviour support', 'Assessment'],
      soft: ['Patience', 'Creativity', 'Empathy', 'Persistence'],
    },
    education: {
      shsStrands: ['HUMSS', 'GAS', 'STEM', 'ABM', 'TVL'],
      collegeCourses: ['Bachelor of Special Needs Education', 'Bachelor of Elementary Education'],
      tesdaCertificates: [],
      licensureExams: ['Licensure Examination for Teachers (PRC)'],
    },
    salary: pay(28000, 31000, 35000, 57000, TEACHER_PAY, 2025),
    outlook:
      'Inclusive education needs far more trained SPED teachers than there are, in public schools, private centres and therapy clinics.',
    relatedCareers: ['public-school-teacher', 'social-worker', 'physical-therapist'],
    relatedVideos: ['robinson-creativity', 'dweck-growth-mindset'],
  },
  {
    slug: 'tvl-teacher-trainer',
    title: 'TVL Teacher / TESDA Trainer',
    category: 'community-development',
    summary:
      'Teaches a trade or technical skill, such as cookery, electrical installation or computer servicing, in senior high TVL tracks and TESDA-accredited training centres.',
    dayInTheLife:
      'In the morning you teach Grade 11 learners in the school’s electrical shop: wiring a simple circuit safely, then checking each learner’s work. After lunch you prepare your learners for their national certificate assessment and update your training records. In the evening you teach an adult class at a training centre.',
    keyTasks: [
      'Teach trade skills through demonstration and practice',
      'Keep the workshop, tools and learners safe',
      'Prepare learners for TESDA assessments',
      'Keep training plans and records',
      'Keep your own skills and certificates current',
    ],
    skills: {
      hard: ['Mastery of a trade', 'Competency-based training', 'Workshop safety', 'Assessment'],
      soft: ['Patience', 'Clear demonstration', 'Encouragement', 'Organisation'],
    },
    education: {
      shsStrands: ['TVL', 'STEM'],
      collegeCourses: ['Bachelor of Technical-Vocational Teacher Education', 'Bachelor of Technology and Livelihood Education'],
      tesdaCertificates: ['Trainers Methodology Level I', 'A national certificate (NC II or higher) in the trade you teach'],
      licensureExams: ['Licensure Examination for Teachers (PRC), for permanent public-school posts'],
    },
    salary: pay(18000, 31000, 35000, 50000, TRAINER_PAY, 2025),
    outlook:
      'Senior high TVL tracks and TESDA programmes need trainers who have worked in their trade; skilled workers often teach later in their careers.',
    relatedCareers: ['public-school-teacher', 'electrician', 'cook-chef'],
    relatedVideos: ['robinson-creativity'],
  },

  // ---- Agriculture and fisheries -------------------------------------------------------------------
  {
    slug: 'farm-manager',
    title: 'Farm Manager / Agriculturist',
    category: 'business',
    summary:
      'Runs a farm or plantation as a business: plans what to grow or raise, manages workers and costs, and sells the harvest at a good price.',
    dayInTheLife:
      'At a banana and vegetable farm in Mindanao you walk the fields early with the supervisors to check for disease. You decide which blocks to harvest for a buyer’s order, adjust the fertiliser plan after soil tests, and go over the week’s labour costs. In the afternoon you meet a cooperative about selling directly to supermarkets.',
    keyTasks: [
      'Plan planting, harvest and livestock schedules',
      'Manage workers, equipment and supplies',
      'Control pests and diseases safely',
      'Keep records of costs, yields and sales',
      'Find buyers and negotiate prices',
    ],
    skills: {
      hard: ['Crop and animal production', 'Farm budgeting', 'Soil and pest management', 'Record keeping'],
      soft: ['Leadership', 'Decision-making', 'Resilience with weather and prices', 'Negotiation'],
    },
    education: {
      shsStrands: ['STEM', 'TVL', 'ABM'],
      collegeCourses: ['BS Agriculture', 'BS Agribusiness'],
      tesdaCertificates: [
        'Agricultural Crops Production NC II',
        'Organic Agriculture Production NC II',
        'Animal Production (Poultry-Chicken) NC II',
      ],
      licensureExams: ['Agriculturist Licensure Examination (PRC)'],
    },
    salary: pay(18000, 25000, 30000, 50000),
    outlook:
      'Agribusinesses, plantations and cooperatives need managers who understand both farming and business; many later farm for themselves.',
    relatedCareers: ['agricultural-extension-worker', 'agricultural-biosystems-engineer', 'supply-chain-analyst'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'fisheries-technologist',
    title: 'Fisheries Technologist',
    category: 'research',
    summary:
      'Helps fish farms and fishing communities produce more while protecting the sea: fishponds, hatcheries, fish health and coastal resource management.',
    dayInTheLife:
      'You visit a tilapia farm where the fish are growing slowly and test the water for oxygen and ammonia. You advise the owner on feeding and stocking, then go to a coastal barangay to help fishers monitor a marine protected area. Back at the office you write up the samples for the provincial fisheries office.',
    keyTasks: [
      'Advise fish farmers on ponds, cages and hatcheries',
      'Test water quality and fish health',
      'Help communities manage coastal resources',
      'Collect and report catch and production data',
      'Run trainings for fisherfolk',
    ],
    skills: {
      hard: ['Aquaculture', 'Water quality testing', 'Fish health', 'Data collection'],
      soft: ['Patience with communities', 'Practical problem-solving', 'Communication in the local language', 'Stamina for fieldwork'],
    },
    education: {
      shsStrands: ['STEM', 'TVL'],
      collegeCourses: ['BS Fisheries', 'BS Marine Biology'],
      tesdaCertificates: ['Aquaculture NC II', 'Fish Capture NC II'],
      licensureExams: ['Fisheries Technologist Licensure Examination (PRC)'],
    },
    salary: pay(22000, 31000, 35000, 50000, DBM, 2025),
    outlook:
      'The Bureau of Fisheries and Aquatic Resources, local governments and aquaculture companies hire fisheries graduates; food security keeps the work important.',
    relatedCareers: ['agricultural-extension-worker', 'science-research-specialist', 'farm-manager'],
    relatedVideos: ['rosling-best-stats'],
  },
  {
    slug: 'agricultural-biosystems-engineer',
    title: 'Agricultural and Biosystems Engineer',
    category: 'math-logic',
    summary:
      'Designs the machines, irrigation, buildings and processing systems that farms and food producers use, from small water pumps to rice mills and solar dryers.',
    dayInTheLife:
      'You survey a sloping field with farmers to plan a small irrigation system, then compute the pump size and pipe layout back at the office. In the afternoon you inspect a rice mill’s dryer that is using too much fuel and recommend changes, and sign the plans for a poultry house.',
    keyTasks: [
      'Design irrigation and water systems',
      'Select and test farm machinery',
      'Plan farm buildings and post-harvest facilities',
      'Improve processing and drying systems',
      'Prepare plans, estimates and reports',
    ],
    skills: {
      hard: ['Hydraulics and irrigation', 'Farm machinery', 'CAD and surveying', 'Post-harvest technology'],
      soft: ['Practical thinking', 'Working with farmers', 'Problem-solving', 'Clear reporting'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['BS Agricultural and Biosystems Engineering'],
      tesdaCertificates: [],
      licensureExams: ['Agricultural and Biosystems Engineer Licensure Examination (PRC)'],
    },
    salary: pay(22000, 30000, 35000, 55000),
    outlook:
      'Farm mechanisation and irrigation programmes of the Department of Agriculture and the National Irrigation Administration, and agribusinesses, need these engineers.',
    relatedCareers: ['farm-manager', 'civil-engineer', 'mechanical-engineer'],
    relatedVideos: ['grant-original-thinkers'],
  },

  // ---- Skilled trades ------------------------------------------------------------------------------
  {
    slug: 'electrician',
    title: 'Electrician',
    category: 'operations',
    summary:
      'Installs, repairs and maintains wiring, outlets, lighting and electrical equipment in homes, buildings and factories, safely and to code.',
    dayInTheLife:
      'You start at a house under construction, running conduit and pulling wires for the lighting circuits. After lunch you answer a call from a small restaurant whose breaker keeps tripping, find an overloaded circuit and fix it. You finish by testing your work and explaining to the owner what you changed.',
    keyTasks: [
      'Read plans and install wiring and fixtures',
      'Find and repair electrical faults',
      'Test circuits and equipment for safety',
      'Maintain panels, motors and lighting',
      'Follow the Philippine Electrical Code and safety rules',
    ],
    skills: {
      hard: ['Electrical installation', 'Reading wiring diagrams', 'Testing instruments', 'Philippine Electrical Code'],
      soft: ['Safety first', 'Reliability', 'Problem-solving', 'Honesty with customers'],
    },
    education: {
      shsStrands: ['TVL', 'STEM'],
      collegeCourses: ['Diploma in Electrical Engineering Technology (optional)'],
      tesdaCertificates: ['Electrical Installation and Maintenance NC II', 'Electrical Installation and Maintenance NC III'],
      licensureExams: ['Registered Master Electrician Licensure Examination (PRC), for those who want to sign off installations'],
    },
    salary: pay(15000, 20000, 25000, 40000),
    outlook:
      'Construction, factories and building maintenance need electricians all the time, and skilled electricians are recruited for work abroad.',
    relatedCareers: ['electrical-engineer', 'aircon-technician', 'tvl-teacher-trainer'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'welder',
    title: 'Welder',
    category: 'operations',
    summary:
      'Joins metal parts by welding for buildings, bridges, ships, pipelines and machines, reading drawings and passing the tests each job requires.',
    dayInTheLife:
      'At a fabrication shop you read the drawing for a steel stair frame, cut and fit the pieces, and weld the joints in the positions the job needs. The quality inspector checks your welds; one needs grinding and redoing. In the afternoon you practise a pipe weld for a certification test next week.',
    keyTasks: [
      'Read drawings and welding procedures',
      'Cut, fit and weld metal parts',
      'Inspect and repair welds',
      'Keep equipment in good order',
      'Follow safety rules for heat, fumes and eyes',
    ],
    skills: {
      hard: ['Shielded metal arc welding', 'Blueprint reading', 'Metal cutting and fitting', 'Weld inspection basics'],
      soft: ['Steady hands and focus', 'Patience', 'Safety awareness', 'Pride in quality'],
    },
    education: {
      shsStrands: ['TVL'],
      collegeCourses: [],
      tesdaCertificates: [
        'Shielded Metal Arc Welding (SMAW) NC I',
        'Shielded Metal Arc Welding (SMAW) NC II',
        'Gas Metal Arc Welding (GMAW) NC II',
        'Gas Tungsten Arc Welding (GTAW) NC II',
      ],
      licensureExams: [],
    },
    salary: pay(15000, 20000, 25000, 45000),
    outlook:
      'Shipyards, construction and manufacturing need certified welders; pipe and underwater welders, and welders working abroad, earn much more.',
    relatedCareers: ['marine-engineer', 'mechanical-engineer', 'automotive-technician'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'automotive-technician',
    title: 'Automotive Technician',
    category: 'operations',
    summary: 'Services and repairs cars, motorcycles and trucks: engines, brakes, electrical systems and the computers in modern vehicles.',
    dayInTheLife:
      'At a dealership service centre you do two periodic maintenance services, changing oil and filters and checking brakes. A customer’s car shows a check-engine light: you connect the scanner, find a faulty sensor and replace it. You finish by road-testing the car and explaining the repair to the service adviser.',
    keyTasks: [
      'Do periodic maintenance services',
      'Diagnose faults with scanners and tests',
      'Repair engines, brakes, suspension and electrical systems',
      'Road-test vehicles after repair',
      'Keep job records and parts orders',
    ],
    skills: {
      hard: ['Engine and chassis systems', 'Diagnostic scanners', 'Automotive electrical systems', 'Hand and power tools'],
      soft: ['Problem-solving', 'Honesty with customers', 'Attention to detail', 'Willingness to keep learning'],
    },
    education: {
      shsStrands: ['TVL', 'STEM'],
      collegeCourses: ['BS Automotive Technology (optional)', 'Bachelor of Industrial Technology major in Automotive (optional)'],
      tesdaCertificates: ['Automotive Servicing NC I', 'Automotive Servicing NC II', 'Motorcycle/Small Engine Servicing NC II'],
      licensureExams: [],
    },
    salary: pay(15000, 20000, 25000, 40000),
    outlook:
      'More vehicles on the road and new hybrid and electric cars keep skilled technicians in demand; many later open their own shop.',
    relatedCareers: ['mechanical-engineer', 'welder', 'electrician'],
    relatedVideos: ['dweck-growth-mindset'],
  },
  {
    slug: 'plumber',
    title: 'Plumber',
    category: 'operations',
    summary:
      'Installs and repairs water supply, drainage and sanitary systems in homes and buildings, so water comes in clean and goes out safely.',
    dayInTheLife:
      'You start at a new townhouse, laying out the water lines and testing them for leaks before the walls are closed. In the afternoon you answer a call about a clogged drain at a school, clear it and replace a broken pipe. You end the day estimating materials for a client’s bathroom renovation.',
    keyTasks: [
      'Read plumbing plans and install pipes and fixtures',
      'Find and repair leaks and blockages',
      'Test systems for pressure and leaks',
      'Install water heaters, pumps and tanks',
      'Follow the National Plumbing Code',
    ],
    skills: {
      hard: ['Pipe fitting', 'Reading plumbing plans', 'Leak testing', 'National Plumbing Code'],
      soft: ['Reliability', 'Problem-solving', 'Honesty with customers', 'Physical stamina'],
    },
    education: {
      shsStrands: ['TVL'],
      collegeCourses: [],
      tesdaCertificates: ['Plumbing NC I', 'Plumbing NC II'],
      licensureExams: ['Master Plumber Licensure Examination (PRC), for those who want to sign plumbing plans'],
    },
    salary: pay(15000, 19000, 22000, 35000),
    outlook: 'Construction and building maintenance need plumbers in every town, and experienced plumbers are recruited for work abroad.',
    relatedCareers: ['electrician', 'civil-engineer', 'aircon-technician'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'aircon-technician',
    title: 'Refrigeration and Air-conditioning Technician',
    category: 'operations',
    summary: 'Installs, cleans and repairs air-conditioners and refrigerators in homes, offices, shops and cold storage.',
    dayInTheLife:
      'You clean three window-type units at a family’s house in the morning, checking for gas leaks. After lunch you install a split-type aircon in a small office, mounting the units and vacuuming the lines before charging. Your last call is a grocery whose chiller is warm: you find a failed fan motor and replace it.',
    keyTasks: [
      'Install air-conditioning and refrigeration units',
      'Clean and maintain units',
      'Find and repair faults and leaks',
      'Handle refrigerants safely and legally',
      'Explain to customers how to keep units efficient',
    ],
    skills: {
      hard: ['Refrigeration cycle', 'Electrical troubleshooting', 'Refrigerant handling', 'Brazing'],
      soft: ['Reliability', 'Customer service', 'Problem-solving', 'Safety awareness'],
    },
    education: {
      shsStrands: ['TVL', 'STEM'],
      collegeCourses: [],
      tesdaCertificates: ['RAC Servicing (DomRAC) NC II', 'PACU/CRE Servicing NC III'],
      licensureExams: [],
    },
    salary: pay(15000, 19000, 22000, 35000),
    outlook: 'Hot weather and new buildings keep aircon technicians busy all year; many run their own service business.',
    relatedCareers: ['electrician', 'mechanical-engineer', 'plumber'],
    relatedVideos: ['duckworth-grit'],
  },
];

/** Used by the seed test: the fields these careers were added for, each with its careers. */
export const FIELD_GROUPS: Record<string, string[]> = {
  'nursing and allied health': ['registered-nurse', 'medical-technologist', 'pharmacist', 'physical-therapist', 'midwife', 'caregiver'],
  engineering: [
    'civil-engineer',
    'electrical-engineer',
    'mechanical-engineer',
    'electronics-engineer',
    'industrial-engineer',
    'agricultural-biosystems-engineer',
  ],
  criminology: ['police-officer', 'jail-officer'],
  'hospitality and tourism': ['cook-chef', 'hotel-front-desk-agent', 'housekeeping-attendant', 'travel-consultant', 'flight-attendant'],
  'maritime and seafaring': ['deck-officer', 'marine-engineer'],
  teaching: ['public-school-teacher', 'special-education-teacher', 'tvl-teacher-trainer'],
  agriculture: ['agricultural-extension-worker', 'farm-manager', 'fisheries-technologist', 'agricultural-biosystems-engineer'],
  'skilled trades': ['electrician', 'welder', 'automotive-technician', 'plumber', 'aircon-technician'],
};
