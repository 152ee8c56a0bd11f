import { SEAFARER_PAY, UNIFORMED_PAY } from './careers-fields.data';
import { pay } from './salary';
import type { SeedCareer } from './seed-types';

// Sources named beside the figures, as for the other careers: round monthly ranges in pesos that
// Lakbay compiled from the named source (see salary.ts). The household service worker's floor is
// the US$400 monthly minimum the POEA (now DMW) set for household service workers abroad in 2006.
const DOCTOR_PAY =
  'Ranges compiled by Lakbay from JobStreet by SEEK (private hospitals and clinics) and the DBM salary schedule (Medical Officer posts)';
const LAWYER_PAY =
  'Ranges compiled by Lakbay from JobStreet by SEEK (law firms and companies) and the DBM salary schedule (Attorney posts)';
const HSW_PAY =
  'DMW (formerly POEA) minimum of US$400 a month for household service workers abroad, at about ₱56 to the dollar; higher figures compiled by Lakbay from DMW job orders';
const PILOT_PAY = 'Ranges compiled by Lakbay from JobStreet by SEEK and airline cadet programme announcements (first officers to captains)';

/**
 * Careers students ask about that the first two lists lacked: medicine, law, the armed forces,
 * aviation, BPO roles beyond customer service, seafarer ratings and the trades Filipinos take
 * abroad, and a few more (32 careers), filed under the closest of the 11 categories.
 */
export const MORE_CAREERS: SeedCareer[] = [
  // ---- Medicine, dentistry and allied health --------------------------------------------------------
  {
    slug: 'physician',
    title: 'Physician (Medical Doctor)',
    category: 'community-development',
    summary:
      'Examines patients, finds what is making them ill and treats them: prescribes medicines, orders tests, does procedures and follows patients until they recover.',
    dayInTheLife:
      'As a resident in a public hospital you start with rounds: you check each of your patients, read their laboratory results and adjust their treatment with your consultant. Late morning you see patients at the out-patient clinic, explaining diagnoses in Filipino and writing prescriptions. In the afternoon you admit a patient from the emergency room and sign out to the doctor on duty for the night.',
    keyTasks: [
      'Interview and examine patients',
      'Order and read laboratory tests and imaging',
      'Diagnose illnesses and plan treatment',
      'Prescribe medicines and do procedures',
      'Explain conditions to patients and families and keep medical records',
    ],
    skills: {
      hard: ['Clinical examination', 'Diagnosis', 'Pharmacology', 'Emergency care', 'Medical records'],
      soft: ['Compassion', 'Sound judgement under pressure', 'Clear explanation', 'Endurance for long duty hours'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: [
        'A pre-medical degree: BS Biology, BS Psychology, BS Nursing, BS Medical Technology, BS Pharmacy or another science course',
        'Doctor of Medicine (MD), four years (entry needs the NMAT), then a year of postgraduate internship',
      ],
      tesdaCertificates: [],
      licensureExams: ['Physician Licensure Examination (PRC)'],
    },
    salary: pay(50000, 80000, 100000, 250000, DOCTOR_PAY, 2024),
    outlook:
      'The country has too few doctors, above all outside Metro Manila; after the board exam many train three to five more years in a specialty, and government scholarships pay for medical school in exchange for service in the provinces.',
    relatedCareers: ['registered-nurse', 'dentist', 'medical-technologist', 'pharmacist'],
    relatedVideos: ['duckworth-grit', 'mcgonigal-stress'],
  },
  {
    slug: 'dentist',
    title: 'Dentist',
    category: 'community-development',
    summary:
      'Keeps teeth and gums healthy: checks, cleans, fills and pulls teeth, makes dentures and braces, and teaches patients how to care for their mouths.',
    dayInTheLife:
      'At your clinic the first patient is a child with a toothache: you take an X-ray and do a filling while keeping the child calm. Then an adult comes for cleaning, and another for a denture fitting you made with the laboratory. Between patients you sterilise instruments with your assistant and reply to appointment messages.',
    keyTasks: [
      'Examine teeth and gums and read dental X-rays',
      'Clean, fill and extract teeth',
      'Plan and fit dentures, crowns and braces',
      'Keep instruments sterile and records complete',
      'Teach patients how to prevent tooth decay',
    ],
    skills: {
      hard: ['Restorative dentistry', 'Oral surgery basics', 'Dental radiography', 'Infection control'],
      soft: ['Steady hands', 'Putting patients at ease', 'Attention to detail', 'Business sense for running a clinic'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['Doctor of Dental Medicine (DMD), with its pre-dental years'],
      tesdaCertificates: [],
      licensureExams: ['Dentist Licensure Examination (PRC)'],
    },
    salary: pay(25000, 40000, 50000, 120000),
    outlook:
      'Most dentists open their own clinic after a few years as associates; rural health units and the armed forces also hire dentists, and orthodontics pays the most.',
    relatedCareers: ['physician', 'registered-nurse', 'pharmacist'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'radiologic-technologist',
    title: 'Radiologic Technologist',
    category: 'community-development',
    summary: 'Takes the X-rays, CT scans, mammograms and other images doctors use to see inside the body, safely and clearly.',
    dayInTheLife:
      'In the hospital imaging section you start with chest X-rays for out-patients, positioning each one and checking the image before they leave. An ambulance brings a road accident victim, so you run a CT scan with the radiologist watching. In the afternoon you check the radiation badges, clean the equipment and log every exam.',
    keyTasks: [
      'Prepare and position patients for imaging',
      'Operate X-ray, CT and other imaging machines',
      'Check images for quality before sending them to the radiologist',
      'Protect patients and staff from radiation',
      'Keep records and care for the equipment',
    ],
    skills: {
      hard: ['Radiographic positioning', 'CT and digital imaging', 'Radiation safety', 'Patient care'],
      soft: ['Calm with anxious patients', 'Precision', 'Teamwork', 'Physical stamina'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['BS Radiologic Technology'],
      tesdaCertificates: [],
      licensureExams: ['Radiologic Technologist Licensure Examination (PRC)'],
    },
    salary: pay(18000, 25000, 28000, 45000),
    outlook:
      'Hospitals and diagnostic centres keep adding imaging services; with CT, MRI or ultrasound training many find work in the Middle East and other countries.',
    relatedCareers: ['medical-technologist', 'physician', 'registered-nurse'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'veterinarian',
    title: 'Veterinarian',
    category: 'research',
    summary:
      'Keeps animals healthy: treats pets in clinics, protects farm animals from disease, and inspects meat and animal products so that food is safe.',
    dayInTheLife:
      'At a small-animal clinic you vaccinate puppies, clean a cat’s wound and explain to the owner how to give the medicine. After lunch you ride out with the municipal agriculture office to check pigs on a backyard farm for signs of African swine fever, taking samples for the laboratory.',
    keyTasks: [
      'Examine, diagnose and treat animals',
      'Vaccinate and run disease prevention programmes',
      'Do surgery such as spaying and neutering',
      'Inspect animals and meat for food safety',
      'Advise owners and farmers on care and feeding',
    ],
    skills: {
      hard: ['Animal examination and surgery', 'Laboratory diagnosis', 'Disease control', 'Food safety inspection'],
      soft: ['Compassion for animals and owners', 'Calm under pressure', 'Communication', 'Physical courage'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['Doctor of Veterinary Medicine (DVM)'],
      tesdaCertificates: [],
      licensureExams: ['Veterinarian Licensure Examination (PRC)'],
    },
    salary: pay(22000, 35000, 40000, 80000),
    outlook:
      'Pet clinics are multiplying in cities, and local governments, the Bureau of Animal Industry and livestock companies need veterinarians to fight animal diseases.',
    relatedCareers: ['farm-manager', 'agricultural-extension-worker', 'science-research-specialist'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'psychologist',
    title: 'Psychologist',
    category: 'community-development',
    summary:
      'Assesses how people think, feel and behave, and helps them cope: gives psychological tests, counsels clients and supports schools, companies and courts.',
    dayInTheLife:
      'At a private practice you start by scoring psychological tests for a student applying for a scholarship and writing the report. You meet a young professional for a counselling session on anxiety, then join a video call with a company’s HR team about a wellness programme. At the end of the day you update your confidential notes.',
    keyTasks: [
      'Give and interpret psychological tests',
      'Counsel individuals, couples and groups',
      'Write psychological reports',
      'Design mental health and wellness programmes',
      'Refer clients to psychiatrists and other help when needed',
    ],
    skills: {
      hard: ['Psychological assessment', 'Counselling techniques', 'Report writing', 'Research methods'],
      soft: ['Empathy', 'Listening', 'Confidentiality', 'Patience'],
    },
    education: {
      shsStrands: ['HUMSS', 'STEM', 'GAS'],
      collegeCourses: ['BS Psychology or AB Psychology', 'MA or MS in Psychology (for the psychologist licence)'],
      tesdaCertificates: [],
      licensureExams: [
        'Psychometrician Licensure Examination (PRC), after the bachelor’s degree',
        'Psychologist Licensure Examination (PRC), after the master’s degree',
      ],
    },
    salary: pay(22000, 35000, 40000, 80000),
    outlook:
      'The Mental Health Act and schools’ and companies’ wellness programmes have raised demand; psychometricians start in HR and testing centres while they study for the master’s degree.',
    relatedCareers: ['guidance-counselor', 'social-worker', 'human-resources-specialist'],
    relatedVideos: ['brown-vulnerability', 'cain-introverts'],
  },
  {
    slug: 'guidance-counselor',
    title: 'Guidance Counselor',
    category: 'community-development',
    summary: 'Helps students with their studies, choices of course and career, and personal problems, in schools, colleges and companies.',
    dayInTheLife:
      'In a senior high school you start with a Grade 12 student who cannot choose between nursing and engineering; you go through her interest test results together. Then a teacher refers a student who keeps missing class, and you call the parents. After lunch you run a career orientation for a whole section and plan next week’s college fair.',
    keyTasks: [
      'Counsel students one to one and in groups',
      'Give and explain interest and aptitude tests',
      'Run career guidance and orientation programmes',
      'Work with teachers and parents on students’ problems',
      'Keep confidential records and refer students who need more help',
    ],
    skills: {
      hard: ['Counselling', 'Psychological testing', 'Career guidance', 'Programme planning'],
      soft: ['Empathy', 'Listening', 'Trustworthiness', 'Patience'],
    },
    education: {
      shsStrands: ['HUMSS', 'GAS'],
      collegeCourses: ['BS Psychology or a teacher education degree', 'MA in Guidance and Counseling'],
      tesdaCertificates: [],
      licensureExams: ['Guidance Counselor Licensure Examination (PRC)'],
    },
    salary: pay(22000, 30000, 35000, 55000),
    outlook:
      'DepEd and private schools are short of licensed guidance counselors, so licensed graduates find posts quickly; some later become career coaches or HR specialists.',
    relatedCareers: ['psychologist', 'public-school-teacher', 'social-worker'],
    relatedVideos: ['smith-great-career', 'wapnick-true-calling'],
  },

  // ---- Law and the uniformed services ----------------------------------------------------------------
  {
    slug: 'lawyer',
    title: 'Lawyer',
    category: 'business',
    summary: 'Advises people, companies and the government on the law, writes contracts and legal papers, and represents clients in court.',
    dayInTheLife:
      'At a law firm you start by reviewing a lease contract for a client opening a restaurant and marking the risky clauses. Late morning you attend a hearing at the regional trial court for a labour case. After lunch you research Supreme Court decisions for a position paper, then meet a family about settling their parents’ estate.',
    keyTasks: [
      'Give legal advice to clients',
      'Draft contracts, pleadings and other legal documents',
      'Research laws and court decisions',
      'Represent clients in hearings and negotiations',
      'Notarise documents and settle disputes',
    ],
    skills: {
      hard: ['Legal research', 'Legal writing in English', 'Argument and oral advocacy', 'Contract drafting'],
      soft: ['Integrity', 'Logical thinking', 'Reading stamina', 'Composure in conflict'],
    },
    education: {
      shsStrands: ['HUMSS', 'ABM', 'GAS'],
      collegeCourses: [
        'A pre-law degree: AB Political Science, AB Philosophy, AB English, BS Legal Management or another course',
        'Juris Doctor (JD) or Bachelor of Laws (LLB), four years at a law school',
      ],
      tesdaCertificates: [],
      licensureExams: ['Bar Examinations (Supreme Court, not PRC)'],
    },
    salary: pay(40000, 70000, 90000, 250000, LAWYER_PAY, 2024),
    outlook:
      'Lawyers work in firms, companies, banks, government offices (the Public Attorney’s Office, prosecutors, courts) or on their own; many study law while working.',
    relatedCareers: ['police-officer', 'human-resources-specialist', 'customs-broker'],
    relatedVideos: ['treasure-speak', 'grant-original-thinkers'],
  },
  {
    slug: 'military-officer',
    title: 'Military Officer (AFP)',
    category: 'community-development',
    summary:
      'Leads soldiers, sailors or airmen of the Armed Forces of the Philippines in defending the country and in disaster response, starting as a Second Lieutenant or Ensign.',
    dayInTheLife:
      'As a platoon leader in an Army battalion you start with physical training and formation. You check your soldiers’ equipment, plan a patrol with your sergeant and report to the company commander. In the afternoon you lead a drill for disaster response with the local government, then write the day’s reports.',
    keyTasks: [
      'Lead and train a unit of soldiers',
      'Plan and carry out missions and patrols',
      'Take part in disaster relief and community work',
      'Look after equipment, supplies and soldiers’ welfare',
      'Write reports and follow the chain of command',
    ],
    skills: {
      hard: ['Military tactics', 'Map reading and navigation', 'Weapons handling', 'Planning and reporting'],
      soft: ['Leadership', 'Discipline', 'Physical and mental toughness', 'Integrity'],
    },
    education: {
      shsStrands: ['STEM', 'HUMSS', 'ABM', 'GAS'],
      collegeCourses: [
        'Philippine Military Academy (PMA): four years as a cadet, graduating with a Bachelor of Science degree',
        'Any bachelor’s degree, then the AFP Officer Candidate Course',
      ],
      tesdaCertificates: [],
      licensureExams: ['PMA Cadet Admission Test (PMA CAT)', 'AFP Service Aptitude Test (AFPSAT), for officer candidates'],
    },
    salary: pay(50000, 60000, 70000, 110000, UNIFORMED_PAY, 2025),
    outlook:
      'The AFP recruits officers every year through the PMA, the Officer Candidate Course and direct commissions for doctors, lawyers and engineers; PMA cadets study for free and receive a monthly allowance.',
    relatedCareers: ['soldier', 'police-officer', 'airline-pilot'],
    relatedVideos: ['duckworth-grit', 'sinek-golden-circle'],
  },
  {
    slug: 'soldier',
    title: 'Soldier (AFP Enlisted Personnel)',
    category: 'community-development',
    summary:
      'Serves in the Philippine Army, Navy, Air Force or Marines as an enlisted member: guards, patrols, keeps equipment ready and helps in disasters.',
    dayInTheLife:
      'At the camp your day begins with formation and a run. You clean and check your rifle, then train with your squad on first aid and rescue. In the afternoon you stand guard at the gate, and when a typhoon warning comes, your unit prepares trucks and rubber boats for relief work.',
    keyTasks: [
      'Train for combat, rescue and first aid',
      'Guard camps and patrol assigned areas',
      'Maintain weapons, vehicles and equipment',
      'Help in disaster relief and community projects',
      'Follow orders and report to superiors',
    ],
    skills: {
      hard: ['Weapons handling', 'First aid', 'Physical fitness', 'Radio communication'],
      soft: ['Discipline', 'Teamwork', 'Courage', 'Endurance'],
    },
    education: {
      shsStrands: ['TVL', 'GAS', 'HUMSS', 'STEM', 'ABM'],
      collegeCourses: ['Not required: senior high school graduates may apply; the Candidate Soldier Course is given after enlistment'],
      tesdaCertificates: [],
      licensureExams: ['AFP Service Aptitude Test (AFPSAT)'],
    },
    salary: pay(29000, 32000, 35000, 50000, UNIFORMED_PAY, 2025),
    outlook:
      'The Army, Navy, Air Force and Marines recruit every year; enlisted personnel can study while serving and later apply to become officers.',
    relatedCareers: ['military-officer', 'police-officer', 'firefighter'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'firefighter',
    title: 'Firefighter (BFP Fire Officer)',
    category: 'community-development',
    summary:
      'Puts out fires, rescues people in accidents and disasters, and inspects buildings so that fires do not start, as a Fire Officer of the Bureau of Fire Protection.',
    dayInTheLife:
      'Your 24-hour duty starts with checking the fire truck, hoses and breathing sets. In the morning you inspect a mall for blocked exits and expired extinguishers. After lunch you run a fire drill at a public school, and in the evening the alarm sounds: a house fire in a crowded barangay, where you help contain the fire and check that everyone is out.',
    keyTasks: [
      'Respond to fires, rescues and medical emergencies',
      'Operate fire trucks, pumps and breathing apparatus',
      'Inspect buildings for fire safety',
      'Teach communities fire prevention and run drills',
      'Keep equipment ready and write incident reports',
    ],
    skills: {
      hard: ['Firefighting techniques', 'Rescue and first aid', 'Fire Code inspection', 'Equipment operation'],
      soft: ['Courage', 'Teamwork', 'Calm under pressure', 'Physical fitness'],
    },
    education: {
      shsStrands: ['STEM', 'HUMSS', 'GAS', 'TVL', 'ABM'],
      collegeCourses: ['Any bachelor’s degree (BS Criminology, BS Civil Engineering and BS Nursing are common)'],
      tesdaCertificates: [],
      licensureExams: ['Fire Officer Examination (Civil Service Commission), or another civil service eligibility'],
    },
    salary: pay(29000, 32000, 35000, 55000, UNIFORMED_PAY, 2025),
    outlook: 'The BFP is still adding fire stations to reach every town, so it recruits Fire Officers yearly.',
    relatedCareers: ['police-officer', 'soldier', 'jail-officer'],
    relatedVideos: ['mcgonigal-stress'],
  },

  // ---- Aviation -----------------------------------------------------------------------------------------
  {
    slug: 'airline-pilot',
    title: 'Airline Pilot',
    category: 'operations',
    summary:
      'Flies passenger and cargo planes safely between airports, first as a first officer beside the captain, then as captain in command of the flight.',
    dayInTheLife:
      'Your duty starts at the airport an hour before departure: you read the weather and the flight plan, agree the fuel with the captain and inspect the plane with the engineer. You fly the Manila to Davao leg while the captain handles the radio, then swap roles on the return. After landing you fill in the logbook and check tomorrow’s roster.',
    keyTasks: [
      'Plan flights using weather, route and fuel data',
      'Inspect the aircraft before each flight',
      'Fly the aircraft and talk with air traffic control',
      'Handle emergencies by the checklist',
      'Keep logbooks and train in the simulator every year',
    ],
    skills: {
      hard: ['Aircraft handling', 'Navigation and meteorology', 'Aviation English', 'Instrument flying'],
      soft: ['Calm decision-making', 'Situational awareness', 'Teamwork in the cockpit', 'Discipline'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: [
        'BS Aviation major in Flying',
        'A flying school course for the commercial licence (airline cadet programmes also take other graduates)',
      ],
      tesdaCertificates: [],
      licensureExams: [
        'Private Pilot Licence and Commercial Pilot Licence with instrument rating (CAAP)',
        'Airline Transport Pilot Licence (CAAP), to become captain',
      ],
    },
    salary: pay(80000, 150000, 180000, 300000, PILOT_PAY, 2024),
    outlook:
      'Philippine and Asian airlines keep hiring as air travel grows; flight training is costly (often ₱2 million or more), so many enter through airline cadet programmes or the Philippine Air Force.',
    relatedCareers: ['flight-attendant', 'aircraft-maintenance-technician', 'military-officer'],
    relatedVideos: ['duckworth-grit', 'mcgonigal-stress'],
  },
  {
    slug: 'aircraft-maintenance-technician',
    title: 'Aircraft Maintenance Technician',
    category: 'operations',
    summary: 'Inspects, repairs and services aeroplanes and helicopters so that they are safe to fly, and signs for the work done.',
    dayInTheLife:
      'On the night shift at the hangar you open the work card for a plane’s scheduled check. You inspect the landing gear, replace a worn brake, and test the part with your lead. Every step is written in the maintenance log; before sunrise the licensed engineer reviews your work and releases the aircraft for the first flight.',
    keyTasks: [
      'Inspect aircraft structures, engines and systems',
      'Replace and repair parts by the maintenance manual',
      'Troubleshoot faults reported by pilots',
      'Record all work in maintenance logs',
      'Follow strict safety and quality rules',
    ],
    skills: {
      hard: ['Aircraft systems', 'Reading technical manuals', 'Hand and power tools', 'Troubleshooting'],
      soft: ['Attention to detail', 'Honesty in reporting', 'Teamwork', 'Working well at night'],
    },
    education: {
      shsStrands: ['STEM', 'TVL'],
      collegeCourses: ['BS Aircraft Maintenance Technology', 'Associate in Aircraft Maintenance Technology'],
      tesdaCertificates: [],
      licensureExams: ['Aircraft Maintenance Technician licence (CAAP)'],
    },
    salary: pay(20000, 35000, 45000, 90000),
    outlook:
      'Maintenance companies at Clark, Mactan and Manila serve airlines from around the world, and licensed technicians are recruited to the Middle East and Asia.',
    relatedCareers: ['airline-pilot', 'mechanical-engineer', 'automotive-technician'],
    relatedVideos: ['duckworth-grit'],
  },

  // ---- BPO and remote work ------------------------------------------------------------------------------
  {
    slug: 'technical-support-representative',
    title: 'Technical Support Representative',
    category: 'operations',
    summary:
      'Helps customers of a tech company, internet provider or software firm fix problems with their devices, accounts and connections, by phone, chat or e-mail.',
    dayInTheLife:
      'On the night shift for a US internet provider, you take a call from a customer whose Wi-Fi keeps dropping. You walk her through restarting the modem, check the line from your tools and book a technician when the test fails. Between calls you update tickets and read the new troubleshooting guide for a router model.',
    keyTasks: [
      'Answer calls, chats and e-mails about technical problems',
      'Troubleshoot devices, software and connections step by step',
      'Log every case in the ticketing system',
      'Escalate hard cases to the next support level',
      'Meet targets for resolution, time and customer satisfaction',
    ],
    skills: {
      hard: ['Troubleshooting', 'Computer and network basics', 'Ticketing systems', 'Typing speed'],
      soft: ['Patience', 'Clear English', 'Calm with upset customers', 'Learning quickly'],
    },
    education: {
      shsStrands: ['TVL', 'STEM', 'GAS', 'ABM', 'HUMSS'],
      collegeCourses: ['BS Information Technology', 'BS Computer Science', 'Many accounts also hire senior high school graduates'],
      tesdaCertificates: ['Contact Center Services NC II', 'Computer Systems Servicing NC II'],
      licensureExams: [],
    },
    salary: pay(20000, 28000, 28000, 40000),
    outlook:
      'Technical accounts pay more than plain customer service, and the step to IT support, network or cloud roles is short for those who keep learning.',
    relatedCareers: ['customer-service-representative', 'it-support-specialist', 'network-engineer'],
    relatedVideos: ['dweck-growth-mindset'],
  },
  {
    slug: 'bpo-quality-analyst',
    title: 'Quality Analyst (BPO)',
    category: 'operations',
    summary:
      'Listens to calls and reads chats in a contact centre, scores them against the client’s standards and coaches agents so customers get better service.',
    dayInTheLife:
      'You pull a sample of yesterday’s calls and score them on a form: greeting, accuracy, empathy and closing. One agent gave a wrong refund policy, so you flag it and book a coaching session. In the afternoon you join the calibration call with the client in the US, agreeing how to score a tricky call, and update the weekly quality report.',
    keyTasks: [
      'Monitor and score calls, chats and e-mails',
      'Give feedback and coaching to agents',
      'Find patterns in errors and suggest fixes',
      'Calibrate scoring with clients and team leaders',
      'Report quality results every week',
    ],
    skills: {
      hard: ['Quality monitoring forms', 'Spreadsheets', 'Root-cause analysis', 'Report writing'],
      soft: ['Fairness', 'Tactful feedback', 'Attention to detail', 'Excellent English'],
    },
    education: {
      shsStrands: ['ABM', 'HUMSS', 'GAS', 'STEM', 'TVL'],
      collegeCourses: ['Any bachelor’s degree; BS Business Administration, AB Communication and AB Psychology are common'],
      tesdaCertificates: ['Contact Center Services NC II'],
      licensureExams: [],
    },
    salary: pay(25000, 32000, 35000, 50000),
    outlook: 'Usually a promotion for strong agents after a year or two; it leads to training, quality management and operations roles.',
    relatedCareers: ['customer-service-representative', 'bpo-team-leader', 'workforce-analyst'],
    relatedVideos: ['st-john-8-secrets'],
  },
  {
    slug: 'bpo-team-leader',
    title: 'Team Leader (BPO)',
    category: 'operations',
    summary:
      'Leads a team of 12 to 20 contact-centre agents: coaches them, watches the team’s numbers, handles escalated customers and keeps everyone motivated.',
    dayInTheLife:
      'You open the shift with a huddle: yesterday’s scores, today’s promo and a shout-out for the top agent. During the shift you take an escalated call from an angry customer, listen in on a new agent and coach him after. Before logging out you review attendance, approve leave and prepare your report for the operations manager.',
    keyTasks: [
      'Run team huddles and share updates',
      'Coach agents on quality and performance',
      'Handle escalated customer calls',
      'Track team metrics and attendance',
      'Report to operations managers and the client',
    ],
    skills: {
      hard: ['Contact-centre metrics', 'Performance coaching', 'Spreadsheets and dashboards', 'Scheduling basics'],
      soft: ['Leadership', 'Empathy', 'Conflict handling', 'Staying positive under pressure'],
    },
    education: {
      shsStrands: ['ABM', 'HUMSS', 'GAS', 'STEM', 'TVL'],
      collegeCourses: ['Any bachelor’s degree; BS Business Administration and BS Psychology are common'],
      tesdaCertificates: ['Contact Center Services NC II'],
      licensureExams: [],
    },
    salary: pay(35000, 45000, 45000, 70000),
    outlook:
      'Agents are promoted to team leader after a year or two of strong results; the next steps are operations manager and account manager.',
    relatedCareers: ['customer-service-representative', 'bpo-quality-analyst', 'project-manager'],
    relatedVideos: ['sinek-golden-circle', 'pink-motivation'],
  },
  {
    slug: 'workforce-analyst',
    title: 'Workforce Analyst',
    category: 'data',
    summary:
      'Forecasts how many calls and chats a contact centre will get and plans how many agents must work each half hour, then adjusts the plan during the day.',
    dayInTheLife:
      'You start by comparing yesterday’s call volume with your forecast: a storm in the US brought more calls than expected. You update the forecast model, build next week’s schedules and approve shift swaps. During the day you watch the real-time dashboard and move agents’ breaks when the queue grows.',
    keyTasks: [
      'Forecast call and chat volumes from past data',
      'Build agent schedules that meet service levels',
      'Monitor queues in real time and adjust staffing',
      'Track attendance, shrinkage and service levels',
      'Report and explain staffing needs to managers',
    ],
    skills: {
      hard: [
        'Excel or Google Sheets, including formulas and pivot tables',
        'Forecasting',
        'Workforce management software',
        'Basic statistics',
      ],
      soft: ['Analytical thinking', 'Quick decisions', 'Clear communication', 'Attention to detail'],
    },
    education: {
      shsStrands: ['STEM', 'ABM'],
      collegeCourses: [
        'BS Mathematics',
        'BS Statistics',
        'BS Industrial Engineering',
        'BS Business Administration',
        'BS Information Technology',
      ],
      tesdaCertificates: [],
      licensureExams: [],
    },
    salary: pay(25000, 35000, 40000, 65000),
    outlook:
      'Every large BPO has a workforce team; real-time analysts who learn forecasting become planners, and the skills carry over to data analyst roles.',
    relatedCareers: ['data-analyst', 'bpo-team-leader', 'business-intelligence-analyst'],
    relatedVideos: ['rosling-best-stats'],
  },
  {
    slug: 'virtual-assistant',
    title: 'Virtual Assistant',
    category: 'business',
    summary:
      'Works online for businesses, often abroad: handles e-mails, calendars, customer messages, bookkeeping, social media or research, from home.',
    dayInTheLife:
      'You log in at 8 p.m. for your Australian client’s morning. You clear her inbox, book two meetings, and reply to customer messages for her online shop. After a break you update the bookkeeping sheet and schedule next week’s social media posts, then send an end-of-day report before you sign off.',
    keyTasks: [
      'Manage e-mail, calendars and bookings',
      'Answer customer inquiries by e-mail and chat',
      'Do data entry, bookkeeping or research',
      'Schedule social media posts and simple graphics',
      'Report work done and hours to clients',
    ],
    skills: {
      hard: ['Google Workspace and Microsoft 365', 'Online tools such as Canva, Trello and Slack', 'Written English', 'Basic bookkeeping'],
      soft: ['Reliability', 'Self-discipline working alone', 'Organisation', 'Good communication with clients'],
    },
    education: {
      shsStrands: ['ABM', 'HUMSS', 'GAS', 'TVL', 'STEM'],
      collegeCourses: ['Not required; BS Business Administration, BS Office Administration and AB Communication help'],
      tesdaCertificates: ['Contact Center Services NC II', 'Bookkeeping NC III'],
      licensureExams: [],
    },
    salary: pay(18000, 30000, 35000, 70000),
    outlook:
      'Filipino VAs are in demand in the US, Australia and Europe; most start on freelance platforms, and VAs with a specialty (bookkeeping, marketing, real estate) charge more. Register with BIR as a freelancer.',
    relatedCareers: ['customer-service-representative', 'bookkeeper', 'social-media-manager'],
    relatedVideos: ['urban-procrastinator', 'cutts-30-days'],
  },

  // ---- Seafarer ratings -------------------------------------------------------------------------------
  {
    slug: 'able-seafarer-deck',
    title: 'Able Seafarer Deck (Seaman)',
    category: 'operations',
    summary:
      'Works on the deck of cargo ships and tankers: keeps watch, steers, handles mooring lines and cargo gear, and maintains the ship, under the deck officers.',
    dayInTheLife:
      'On a bulk carrier crossing the Pacific, you take the 8-to-12 watch on the bridge as lookout and helmsman. After the watch you chip rust and paint the deck with the bosun’s team. When the ship reaches port you help tie up the mooring lines and watch the gangway while cargo is loaded.',
    keyTasks: [
      'Keep lookout and steer on navigational watches',
      'Handle mooring lines, anchors and cargo gear',
      'Maintain the deck: chipping, painting, greasing',
      'Take part in fire and abandon-ship drills',
      'Stand gangway and security watches in port',
    ],
    skills: {
      hard: ['Steering and lookout', 'Mooring and rigging', 'Maintenance work', 'Sea survival and firefighting'],
      soft: ['Teamwork in a multinational crew', 'Endurance for months at sea', 'Discipline', 'Safety awareness'],
    },
    education: {
      shsStrands: ['TVL', 'STEM'],
      collegeCourses: [
        'Basic Training and other STCW courses at a MARINA-accredited training centre',
        'BS Marine Transportation, for those who aim to become officers',
      ],
      tesdaCertificates: [],
      licensureExams: [
        'Certificate of Proficiency as Rating Forming Part of a Navigational Watch (MARINA, not PRC)',
        'Able Seafarer Deck Certificate of Proficiency (MARINA, not PRC)',
      ],
    },
    salary: pay(25000, 45000, 55000, 90000, SEAFARER_PAY, 2024),
    outlook:
      'Filipinos are a large share of the world’s ship crews; ratings are hired through DMW-licensed manning agencies on contracts of six to nine months.',
    relatedCareers: ['deck-officer', 'able-seafarer-engine', 'welder'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'able-seafarer-engine',
    title: 'Able Seafarer Engine (Oiler)',
    category: 'operations',
    summary:
      'Works in a ship’s engine room: keeps watch on the engines and pumps, oils and cleans machinery and helps the marine engineers with repairs.',
    dayInTheLife:
      'Your engine-room watch starts with rounds: you read the gauges, check oil levels and listen for unusual noises. You clean a fuel filter with the third engineer and record readings in the log. After the watch you help overhaul a pump and clean the workshop.',
    keyTasks: [
      'Keep engine-room watch and take readings',
      'Lubricate, clean and check machinery',
      'Help engineers with maintenance and repairs',
      'Handle fuel and oil transfers safely',
      'Take part in safety drills',
    ],
    skills: {
      hard: ['Marine machinery basics', 'Hand tools', 'Lubrication and cleaning', 'Engine-room safety'],
      soft: ['Stamina in heat and noise', 'Teamwork', 'Reliability', 'Alertness'],
    },
    education: {
      shsStrands: ['TVL', 'STEM'],
      collegeCourses: [
        'Basic Training and other STCW courses at a MARINA-accredited training centre',
        'BS Marine Engineering, for those who aim to become engineers',
      ],
      tesdaCertificates: ['Shielded Metal Arc Welding (SMAW) NC II'],
      licensureExams: [
        'Certificate of Proficiency as Rating Forming Part of an Engineering Watch (MARINA, not PRC)',
        'Able Seafarer Engine Certificate of Proficiency (MARINA, not PRC)',
      ],
    },
    salary: pay(25000, 45000, 55000, 90000, SEAFARER_PAY, 2024),
    outlook:
      'Engine ratings with welding and machinery skills are sought by manning agencies; with a degree and sea time, oilers can become marine engineers.',
    relatedCareers: ['marine-engineer', 'able-seafarer-deck', 'mechanical-engineer'],
    relatedVideos: ['duckworth-grit'],
  },

  // ---- Trades, at home and abroad ----------------------------------------------------------------------
  {
    slug: 'heavy-equipment-operator',
    title: 'Heavy Equipment Operator',
    category: 'operations',
    summary: 'Operates excavators, bulldozers, wheel loaders, cranes and forklifts on construction sites, mines, ports and warehouses.',
    dayInTheLife:
      'At a road project you start with the pre-operation check of your excavator: oil, hydraulics, tracks and lights. The foreman marks where the drainage trench goes, and you dig it to the depth on the plan while a spotter guides you. In the afternoon you load trucks with soil and log your machine hours.',
    keyTasks: [
      'Check machines before and after use',
      'Dig, lift, load and move material as the plan says',
      'Work safely with spotters and other crews',
      'Report faults and do basic maintenance',
      'Record machine hours and fuel use',
    ],
    skills: {
      hard: ['Machine operation', 'Reading site plans and grade stakes', 'Basic maintenance', 'Site safety'],
      soft: ['Focus', 'Hand-eye coordination', 'Responsibility', 'Teamwork'],
    },
    education: {
      shsStrands: ['TVL'],
      collegeCourses: [],
      tesdaCertificates: [
        'Heavy Equipment Operation (Hydraulic Excavator) NC II',
        'Heavy Equipment Operation (Wheel Loader) NC II',
        'Heavy Equipment Operation (Bulldozer) NC II',
        'Heavy Equipment Operation (Forklift) NC II',
      ],
      licensureExams: ['Professional Driver’s License (LTO), for equipment driven on roads'],
    },
    salary: pay(18000, 25000, 30000, 60000),
    outlook:
      'Government road and flood-control projects keep operators busy, and certified operators are among the most requested workers in the Middle East and Australia.',
    relatedCareers: ['truck-driver', 'civil-engineer', 'mason'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'pipefitter',
    title: 'Pipefitter',
    category: 'operations',
    summary:
      'Lays out, cuts, joins and installs the pipes that carry water, steam, gas and oil in plants, refineries, ships and large buildings.',
    dayInTheLife:
      'At a power plant project you read the isometric drawing for a steam line, measure and cut the pipe, and fit the flanges and elbows. The welder joins your fit-ups; you support the pipe and check alignment. Near the end of the day the team pressure-tests a finished section and fixes a leaking joint.',
    keyTasks: [
      'Read piping drawings and isometrics',
      'Measure, cut, thread and fit pipes',
      'Install supports, valves and fittings',
      'Test systems for leaks',
      'Follow safety rules for heights, heat and pressure',
    ],
    skills: {
      hard: ['Piping drawings', 'Pipe cutting and fitting', 'Measuring and levelling', 'Pressure testing'],
      soft: ['Precision', 'Teamwork with welders', 'Safety awareness', 'Physical stamina'],
    },
    education: {
      shsStrands: ['TVL'],
      collegeCourses: [],
      tesdaCertificates: ['Pipefitting NC II', 'Plumbing NC II', 'Shielded Metal Arc Welding (SMAW) NC II'],
      licensureExams: [],
    },
    salary: pay(16000, 22000, 28000, 60000),
    outlook:
      'Refineries, power plants and shipyards at home and in the Middle East hire experienced pipefitters; workers with welding certificates too earn the most.',
    relatedCareers: ['welder', 'plumber', 'mechanical-engineer'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'carpenter',
    title: 'Carpenter',
    category: 'operations',
    summary: 'Builds and repairs the wooden parts of buildings: formworks for concrete, roof frames, doors, cabinets and finishing.',
    dayInTheLife:
      'On a housing project you start by building the formwork for a column with your crew, checking it is plumb before the concrete pour. After lunch you install door jambs in finished rooms and measure the kitchen for cabinets. Before leaving you sharpen your tools and store the lumber away from the rain.',
    keyTasks: [
      'Read plans and measure accurately',
      'Build formworks, frames and roofs',
      'Install doors, windows, ceilings and cabinets',
      'Use hand and power tools safely',
      'Estimate materials for the foreman',
    ],
    skills: {
      hard: ['Measuring and layout', 'Hand and power tools', 'Formwork', 'Finishing carpentry'],
      soft: ['Precision', 'Teamwork', 'Reliability', 'Problem-solving'],
    },
    education: {
      shsStrands: ['TVL'],
      collegeCourses: [],
      tesdaCertificates: ['Carpentry NC II', 'Carpentry NC III'],
      licensureExams: [],
    },
    salary: pay(15000, 20000, 22000, 40000),
    outlook:
      'Construction booms at home and in the Gulf keep carpenters in demand; skilled finishing carpenters and foremen earn the most, and many start their own contracting.',
    relatedCareers: ['mason', 'civil-engineer', 'interior-designer'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'mason',
    title: 'Mason',
    category: 'operations',
    summary: 'Lays hollow blocks, bricks and stone, plasters walls and sets tiles, building the walls and floors of houses and buildings.',
    dayInTheLife:
      'You mix mortar and lay hollow blocks for the walls of a two-storey house, checking each course with a level and string line. In the afternoon you plaster a finished wall and start setting floor tiles in the bathroom, cutting tiles to fit around the drain.',
    keyTasks: [
      'Read plans and set out walls',
      'Mix mortar and concrete',
      'Lay blocks, bricks and stone',
      'Plaster walls and set tiles',
      'Keep the work area safe and clean',
    ],
    skills: {
      hard: ['Block and brick laying', 'Plastering', 'Tile setting', 'Levelling and alignment'],
      soft: ['Physical stamina', 'Patience', 'Teamwork', 'Pride in quality'],
    },
    education: {
      shsStrands: ['TVL'],
      collegeCourses: [],
      tesdaCertificates: ['Masonry NC I', 'Masonry NC II', 'Tile Setting NC II'],
      licensureExams: [],
    },
    salary: pay(15000, 19000, 20000, 35000),
    outlook: 'Always needed in construction; certified masons and tile setters are recruited for projects in the Middle East.',
    relatedCareers: ['carpenter', 'civil-engineer', 'heavy-equipment-operator'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'household-service-worker',
    title: 'Household Service Worker',
    category: 'operations',
    summary:
      'Keeps a household running, in the Philippines or abroad: cleans, cooks, does the laundry and often looks after children or elderly family members.',
    dayInTheLife:
      'Working for a family in Hong Kong, you prepare breakfast and take the children to school. You clean the flat, do the laundry and shop for groceries at the wet market. In the afternoon you help the children with their homework, cook dinner, and on your rest day you meet friends and send money home.',
    keyTasks: [
      'Clean the home and care for clothes and linen',
      'Plan and cook meals',
      'Look after children or elderly family members',
      'Run errands and shop for the household',
      'Follow the household’s routines and house rules',
    ],
    skills: {
      hard: ['Housekeeping', 'Cooking', 'Childcare and elder care basics', 'Safe use of appliances'],
      soft: ['Trustworthiness', 'Adaptability to a new culture', 'Patience', 'Knowing your rights'],
    },
    education: {
      shsStrands: ['TVL'],
      collegeCourses: [],
      tesdaCertificates: ['Domestic Work NC II', 'Caregiving NC II'],
      licensureExams: [],
    },
    salary: pay(22400, 28000, 28000, 45000, HSW_PAY, 2024),
    outlook:
      'One of the most common jobs of OFWs; go only through DMW-licensed agencies, attend the pre-departure orientation, and keep your contract: the law protects you from fees charged to HSWs. At home, the Batas Kasambahay sets the minimum wage and benefits.',
    relatedCareers: ['caregiver', 'housekeeping-attendant', 'cook-chef'],
    relatedVideos: ['brown-vulnerability'],
  },
  {
    slug: 'truck-driver',
    title: 'Truck Driver',
    category: 'operations',
    summary: 'Drives trucks that deliver goods between ports, warehouses, stores and construction sites, safely and on time.',
    dayInTheLife:
      'You check the truck’s tyres, brakes and lights before loading at the warehouse in Valenzuela. With your helper you deliver goods to three supermarkets in Laguna, getting each delivery receipt signed. On the way back you refuel, log your trip and report a brake noise to the maintenance team.',
    keyTasks: [
      'Inspect the vehicle before each trip',
      'Load, secure and deliver goods',
      'Plan routes and follow traffic rules',
      'Keep trip logs and delivery papers',
      'Report vehicle problems',
    ],
    skills: {
      hard: ['Defensive driving', 'Vehicle checks', 'Route planning and navigation apps', 'Load securing'],
      soft: ['Patience in traffic', 'Responsibility', 'Alertness', 'Honesty with goods and cash'],
    },
    education: {
      shsStrands: ['TVL'],
      collegeCourses: [],
      tesdaCertificates: ['Driving NC II', 'Driving (Articulated Vehicle) NC III'],
      licensureExams: ['Professional Driver’s License (LTO), with the restriction codes for trucks'],
    },
    salary: pay(15000, 20000, 22000, 40000),
    outlook:
      'Logistics and e-commerce need more drivers every year; certified heavy-vehicle drivers are hired abroad, especially in the Middle East.',
    relatedCareers: ['heavy-equipment-operator', 'supply-chain-analyst', 'automotive-technician'],
    relatedVideos: ['duckworth-grit'],
  },
  {
    slug: 'baker-pastry-chef',
    title: 'Baker / Pastry Chef',
    category: 'operations',
    summary:
      'Makes bread, cakes, pastries and desserts for bakeries, hotels, restaurants and cruise ships, or for a baking business of one’s own.',
    dayInTheLife:
      'You arrive before dawn to mix dough for pandesal and loaves and shape them as they proof. While the first batch bakes, you prepare cake layers for afternoon orders. After lunch you decorate a birthday cake, take stock of flour and butter and plan tomorrow’s production.',
    keyTasks: [
      'Measure ingredients and mix doughs and batters',
      'Bake breads, pastries and cakes',
      'Decorate cakes and desserts',
      'Keep the kitchen clean and food safe',
      'Control stock and costs',
    ],
    skills: {
      hard: ['Baking techniques', 'Cake decorating', 'Food safety', 'Costing recipes'],
      soft: ['Patience', 'Creativity', 'Early-morning discipline', 'Attention to detail'],
    },
    education: {
      shsStrands: ['TVL', 'ABM'],
      collegeCourses: ['BS Hospitality Management', 'A culinary arts or baking and pastry diploma'],
      tesdaCertificates: ['Bread and Pastry Production NC II', 'Cookery NC II'],
      licensureExams: [],
    },
    salary: pay(14000, 18000, 20000, 35000),
    outlook: 'Hotels, cruise lines and bakeries abroad hire Filipino bakers, and many start a home-based baking business selling online.',
    relatedCareers: ['cook-chef', 'hotel-front-desk-agent', 'sales-associate'],
    relatedVideos: ['gilbert-creative-genius'],
  },

  // ---- Business, media and technology ------------------------------------------------------------------
  {
    slug: 'financial-analyst',
    title: 'Financial Analyst',
    category: 'business',
    summary:
      'Studies a company’s numbers and the markets to guide decisions: budgets, forecasts, investments and loans, in banks, companies and investment firms.',
    dayInTheLife:
      'You update the monthly report comparing sales and costs against budget, and find that freight costs jumped. After checking with the logistics team you explain the cause in a short memo. In the afternoon you build a forecast for a new branch and present the numbers to the finance manager.',
    keyTasks: [
      'Analyse financial statements and results',
      'Build budgets, forecasts and financial models',
      'Evaluate investments and projects',
      'Explain numbers in reports and presentations',
      'Track markets and the economy',
    ],
    skills: {
      hard: ['Financial modelling in spreadsheets', 'Accounting', 'Valuation', 'Data visualisation'],
      soft: ['Analytical thinking', 'Clear communication', 'Integrity', 'Curiosity'],
    },
    education: {
      shsStrands: ['ABM', 'STEM'],
      collegeCourses: ['BS Accountancy', 'BS Business Administration major in Financial Management', 'BS Economics', 'BS Mathematics'],
      tesdaCertificates: [],
      licensureExams: ['Certified Public Accountant Licensure Examination (PRC), optional and valued'],
    },
    salary: pay(25000, 35000, 50000, 90000),
    outlook: 'Banks, conglomerates and shared-service centres hire many analysts; the path leads to finance manager and treasury roles.',
    relatedCareers: ['accountant', 'actuarial-analyst', 'business-analyst'],
    relatedVideos: ['rosling-best-stats'],
  },
  {
    slug: 'customs-broker',
    title: 'Customs Broker',
    category: 'business',
    summary:
      'Prepares the papers and computes the duties and taxes that importers and exporters need to move goods through the Bureau of Customs.',
    dayInTheLife:
      'A container of machine parts arrives at the Port of Manila for your client. You check the invoice and packing list, classify each item under the tariff code and compute the duties. You file the import entry online, answer the examiner’s questions, and by afternoon arrange the release so the trucker can pick up the container.',
    keyTasks: [
      'Classify goods under the tariff nomenclature',
      'Compute duties and taxes',
      'Prepare and file import and export declarations',
      'Deal with customs examiners and other agencies',
      'Advise clients on trade rules',
    ],
    skills: {
      hard: ['Tariff classification', 'Customs laws and procedures', 'Duty computation', 'Electronic filing systems'],
      soft: ['Accuracy', 'Integrity', 'Negotiation', 'Working to deadlines'],
    },
    education: {
      shsStrands: ['ABM', 'HUMSS', 'GAS'],
      collegeCourses: ['BS Customs Administration'],
      tesdaCertificates: [],
      licensureExams: ['Customs Broker Licensure Examination (PRC)'],
    },
    salary: pay(20000, 30000, 40000, 80000),
    outlook: 'Freight forwarders, importers and logistics firms need licensed brokers, and experienced brokers open their own brokerage.',
    relatedCareers: ['supply-chain-analyst', 'lawyer', 'accountant'],
    relatedVideos: ['smith-great-career'],
  },
  {
    slug: 'journalist',
    title: 'Journalist / Reporter',
    category: 'multimedia',
    summary:
      'Finds out what is happening and tells the public: researches, interviews and writes or broadcasts news for print, TV, radio and online.',
    dayInTheLife:
      'The day starts with the editors’ meeting, where you pitch a story on flooding in your city. You interview residents and the city engineer, take photos and short videos, and check the figures with the DPWH. Back in the newsroom you write the story, cut a one-minute video for social media and answer the editor’s questions before it goes online.',
    keyTasks: [
      'Find and pitch stories',
      'Interview sources and check facts',
      'Write, record or broadcast news',
      'Take photos and videos for stories',
      'Follow ethics and libel law',
    ],
    skills: {
      hard: ['News writing in English and Filipino', 'Interviewing', 'Fact-checking', 'Mobile video and audio'],
      soft: ['Curiosity', 'Courage', 'Fairness', 'Working to deadlines'],
    },
    education: {
      shsStrands: ['HUMSS', 'GAS'],
      collegeCourses: ['AB Journalism', 'AB Communication', 'AB Broadcasting'],
      tesdaCertificates: [],
      licensureExams: [],
    },
    salary: pay(18000, 28000, 35000, 70000),
    outlook:
      'Newsrooms are moving online; reporters who can write, shoot and edit video find work in news sites, TV, corporate communication and fact-checking groups.',
    relatedCareers: ['content-writer', 'video-editor', 'photographer'],
    relatedVideos: ['treasure-speak', 'st-john-8-secrets'],
  },
  {
    slug: 'game-developer',
    title: 'Game Developer',
    category: 'math-logic',
    summary:
      'Programs video games for phones, computers and consoles: the gameplay, controls, physics and menus, working with artists and designers.',
    dayInTheLife:
      'At a game studio in Makati you start with the team stand-up, then fix a bug where the character falls through the floor. You program a new power-up in Unity with the designer, test it on an old phone to make sure it runs smoothly, and push your code before the nightly build.',
    keyTasks: [
      'Program gameplay, controls and user interfaces',
      'Work with artists and game designers on features',
      'Test games and fix bugs',
      'Make games run smoothly on different devices',
      'Use version control and ship updates',
    ],
    skills: {
      hard: ['C# or C++', 'Unity or Unreal Engine', 'Game math and physics basics', 'Version control (Git)'],
      soft: ['Creativity', 'Persistence', 'Teamwork', 'Taking feedback from players'],
    },
    education: {
      shsStrands: ['STEM', 'TVL'],
      collegeCourses: ['BS Entertainment and Multimedia Computing (Game Development)', 'BS Computer Science', 'BS Information Technology'],
      tesdaCertificates: ['Animation NC II'],
      licensureExams: [],
    },
    salary: pay(25000, 40000, 60000, 120000),
    outlook:
      'Studios in Manila and Cebu make games for publishers abroad; a portfolio of small games (game jams count) matters more than grades.',
    relatedCareers: ['software-developer', 'animator', 'ux-ui-designer'],
    relatedVideos: ['robinson-creativity', 'cutts-30-days'],
  },
  {
    slug: 'network-engineer',
    title: 'Network Engineer',
    category: 'math-logic',
    summary:
      'Designs, sets up and keeps running the networks that connect computers, offices and data centres, including internet links, Wi-Fi and cloud connections.',
    dayInTheLife:
      'A branch office reports slow internet, so you log into the router remotely, find a saturated link and reroute traffic. Then you plan the network for a new floor: switches, Wi-Fi access points and firewall rules. Late in the day you schedule a maintenance window to update the firewall software and write the change request.',
    keyTasks: [
      'Configure routers, switches, firewalls and Wi-Fi',
      'Monitor network performance and fix outages',
      'Plan networks for new offices and systems',
      'Keep networks secure and updated',
      'Document networks and changes',
    ],
    skills: {
      hard: ['TCP/IP and routing', 'Cisco, Fortinet or similar equipment', 'Network security', 'Cloud networking basics'],
      soft: ['Troubleshooting under pressure', 'Documentation habits', 'Teamwork', 'Continuous learning'],
    },
    education: {
      shsStrands: ['STEM', 'TVL'],
      collegeCourses: ['BS Computer Engineering', 'BS Information Technology', 'BS Electronics Engineering'],
      tesdaCertificates: ['Computer Systems Servicing NC II'],
      licensureExams: ['Electronics Engineer Licensure Examination (PRC), for BS Electronics Engineering graduates'],
    },
    salary: pay(25000, 35000, 50000, 100000),
    outlook:
      'Telcos, banks, BPOs and data centres hire network engineers; vendor certifications such as CCNA raise pay, and remote work for foreign firms is common.',
    relatedCareers: ['it-support-specialist', 'cybersecurity-analyst', 'electronics-engineer'],
    relatedVideos: ['dweck-growth-mindset'],
  },
  {
    slug: 'librarian',
    title: 'Librarian',
    category: 'research',
    summary:
      'Organises books, journals and digital collections and helps people find the information they need, in schools, universities, companies and public libraries.',
    dayInTheLife:
      'At a university library you catalogue new books, then help a thesis student search online journals for sources. After lunch you teach a class of freshmen how to cite sources and avoid plagiarism, and you plan a reading programme for the public library’s barangay visits.',
    keyTasks: [
      'Catalogue and organise collections',
      'Help users find information in print and online',
      'Teach research and information literacy',
      'Manage library systems and databases',
      'Plan reading and community programmes',
    ],
    skills: {
      hard: ['Cataloguing and classification', 'Library systems', 'Database searching', 'Digital archiving'],
      soft: ['Helpfulness', 'Organisation', 'Patience', 'Love of learning'],
    },
    education: {
      shsStrands: ['HUMSS', 'GAS', 'ABM', 'STEM'],
      collegeCourses: ['Bachelor of Library and Information Science'],
      tesdaCertificates: [],
      licensureExams: ['Librarian Licensure Examination (PRC)'],
    },
    salary: pay(20000, 27000, 30000, 50000),
    outlook:
      'Every school and university must have a licensed librarian, and there are too few; digital archiving and data curation open new roles.',
    relatedCareers: ['research-assistant', 'public-school-teacher', 'content-writer'],
    relatedVideos: ['cain-introverts'],
  },
];

/** What each group of these careers is for; the spec checks every one is in a group. */
export const MORE_GROUPS: Record<string, string[]> = {
  medicine: ['physician', 'dentist', 'radiologic-technologist', 'veterinarian', 'psychologist', 'guidance-counselor'],
  'law and uniformed services': ['lawyer', 'military-officer', 'soldier', 'firefighter'],
  aviation: ['airline-pilot', 'aircraft-maintenance-technician'],
  'bpo and remote work': [
    'technical-support-representative',
    'bpo-quality-analyst',
    'bpo-team-leader',
    'workforce-analyst',
    'virtual-assistant',
  ],
  'seafarer ratings': ['able-seafarer-deck', 'able-seafarer-engine'],
  'ofw trades': [
    'heavy-equipment-operator',
    'pipefitter',
    'carpenter',
    'mason',
    'household-service-worker',
    'truck-driver',
    'baker-pastry-chef',
  ],
  'business, media and technology': [
    'financial-analyst',
    'customs-broker',
    'journalist',
    'game-developer',
    'network-engineer',
    'librarian',
  ],
};
