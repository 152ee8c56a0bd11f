import { DBM, pay } from './salary';
import { FIELD_CAREERS } from './careers-fields.data';
import { MORE_CAREERS } from './careers-more.data';
import type { SeedCareer } from './seed-types';

/** The first 44 careers, four in each of the 11 categories, written for Filipino learners. */
const FIRST_CAREERS: SeedCareer[] = [
  // ---- Marketing & Branding --------------------------------------------------------------------
  {
    slug: 'digital-marketing-specialist',
    title: 'Digital Marketing Specialist',
    category: 'marketing-branding',
    summary:
      'Plans and runs online campaigns (ads, e-mail, social media, search) that bring customers to a business, and measures what works.',
    dayInTheLife:
      'You start by checking yesterday’s ad results for a client’s online store: which Facebook and Google ads brought sales, and which only spent budget. Mid-morning you brief the designer on new visuals for a payday sale, then set up an e-mail campaign. After lunch you meet the sales team to agree on next month’s promos, and you end the day adjusting budgets and writing a short report.',
    keyTasks: [
      'Plan campaigns across social media, search, e-mail and marketplaces',
      'Set up and optimise paid ads within a budget',
      'Track results in analytics tools and report them in plain language',
      'Work with designers and writers on campaign content',
      'Test offers, headlines and audiences to improve results',
    ],
    skills: {
      hard: ['Meta and Google Ads', 'Web analytics', 'E-mail marketing tools', 'Basic copywriting', 'Spreadsheets'],
      soft: ['Curiosity', 'Communication', 'Adaptability', 'Attention to detail'],
    },
    education: {
      shsStrands: ['ABM', 'HUMSS', 'GAS'],
      collegeCourses: ['BS Business Administration major in Marketing Management', 'AB Communication', 'BS Entrepreneurship'],
      tesdaCertificates: [],
    },
    salary: pay(20000, 30000, 45000, 80000),
    outlook:
      'Demand keeps growing as more Philippine businesses sell online; many roles are remote or hybrid, and freelancers serve clients abroad.',
    relatedCareers: ['social-media-manager', 'seo-specialist', 'brand-manager'],
    relatedVideos: ['sinek-golden-circle', 'st-john-8-secrets'],
  },
  {
    slug: 'social-media-manager',
    title: 'Social Media Manager',
    category: 'marketing-branding',
    summary: 'Runs a brand’s social media pages: plans posts, grows the community, answers comments and tracks what people engage with.',
    dayInTheLife:
      'Your morning starts with the content calendar: today there is a TikTok video to post and a Facebook live to prepare. You reply to comments and messages, flag a customer complaint to the service team, and brief a creator for a collaboration. In the afternoon you look at last week’s numbers and plan posts around an upcoming holiday.',
    keyTasks: [
      'Plan and schedule posts in a content calendar',
      'Write captions and brief designers and video editors',
      'Moderate comments and answer messages in the brand’s voice',
      'Work with influencers and content creators',
      'Report reach, engagement and growth every week',
    ],
    skills: {
      hard: ['Social media platforms and their tools', 'Content scheduling tools', 'Basic photo and video editing', 'Social analytics'],
      soft: ['Creativity', 'Good judgement', 'Writing in Filipino and English', 'Calm under pressure'],
    },
    education: {
      shsStrands: ['HUMSS', 'ABM', 'GAS'],
      collegeCourses: ['AB Communication', 'BA Multimedia Arts', 'BS Business Administration major in Marketing Management'],
      tesdaCertificates: [],
    },
    salary: pay(18000, 28000, 40000, 70000),
    outlook: 'Every brand, school and NGO needs a social media presence; experienced managers often move into digital or brand strategy.',
    relatedCareers: ['digital-marketing-specialist', 'content-writer', 'video-editor'],
    relatedVideos: ['st-john-8-secrets', 'treasure-speak'],
  },
  {
    slug: 'content-writer',
    title: 'Content Writer / Copywriter',
    category: 'marketing-branding',
    summary: 'Writes the words that sell and explain: website pages, ads, product descriptions, blog articles, scripts and e-mails.',
    dayInTheLife:
      'You open a brief for a bank’s new savings account and draft three headline options. After a review with the creative director you polish the winning one, then switch to a blog article on budgeting for first-time earners. Later you check a video script with the editor and fix the captions before the client call.',
    keyTasks: [
      'Write copy for ads, websites, e-mails and social media',
      'Research topics and audiences before writing',
      'Adapt tone for different brands and readers',
      'Edit and proofread your own and others’ work',
      'Work with designers, editors and clients on revisions',
    ],
    skills: {
      hard: ['Clear writing in English and Filipino', 'SEO writing basics', 'Research', 'Editing and proofreading'],
      soft: ['Empathy for readers', 'Openness to feedback', 'Time management', 'Curiosity'],
    },
    education: {
      shsStrands: ['HUMSS', 'GAS', 'ABM'],
      collegeCourses: ['AB Communication', 'AB Journalism', 'AB English Language and Literature'],
      tesdaCertificates: [],
    },
    salary: pay(18000, 25000, 35000, 60000),
    outlook:
      'Writing work is plentiful locally and abroad (many writers freelance for overseas clients); writers who also understand SEO and analytics earn more.',
    relatedCareers: ['social-media-manager', 'seo-specialist', 'brand-strategist'],
    relatedVideos: ['treasure-speak', 'gilbert-creative-genius'],
  },
  {
    slug: 'seo-specialist',
    title: 'SEO Specialist',
    category: 'marketing-branding',
    summary:
      'Helps websites appear higher in search results by improving their content, structure and links, and tracks the traffic that follows.',
    dayInTheLife:
      'You start with a ranking report for an e-commerce client and notice a drop for an important product page. You investigate: a page title changed and some links broke. You write recommendations for the developer, research keywords for a new category page, and brief a writer on an article plan.',
    keyTasks: [
      'Research the words people search for',
      'Audit websites for technical and content problems',
      'Plan content and improve existing pages',
      'Build relationships for links from other sites',
      'Track rankings and traffic and explain changes',
    ],
    skills: {
      hard: ['Keyword research tools', 'Search Console and web analytics', 'HTML basics', 'Spreadsheets'],
      soft: ['Analytical thinking', 'Patience', 'Clear writing', 'Persistence'],
    },
    education: {
      shsStrands: ['ABM', 'STEM', 'HUMSS'],
      collegeCourses: ['BS Information Technology', 'BS Business Administration major in Marketing Management', 'AB Communication'],
      tesdaCertificates: [],
    },
    salary: pay(18000, 28000, 40000, 70000),
    outlook: 'Steady demand from local businesses and overseas clients; many SEO specialists work remotely from the provinces.',
    relatedCareers: ['digital-marketing-specialist', 'content-writer', 'data-analyst'],
    relatedVideos: ['cutts-30-days'],
  },

  // ---- Design ------------------------------------------------------------------------------------
  {
    slug: 'graphic-designer',
    title: 'Graphic Designer',
    category: 'design',
    summary: 'Creates visuals that communicate: logos, posters, packaging, social media graphics, presentations and layouts.',
    dayInTheLife:
      'You begin with a brief for a milk-tea shop’s new menu board. You sketch layouts, pick type and colours that fit the brand, and share two options by noon. After feedback you refine the chosen one, then prepare social media sizes of a campaign visual and send print-ready files to the printer.',
    keyTasks: [
      'Turn briefs into visual concepts and layouts',
      'Design for print and screens in the right formats',
      'Keep work consistent with brand guidelines',
      'Present options and revise from feedback',
      'Prepare files for printers and developers',
    ],
    skills: {
      hard: ['Adobe Photoshop and Illustrator or Figma', 'Typography', 'Colour and layout', 'Print production basics'],
      soft: ['Creativity', 'Listening to clients', 'Openness to feedback', 'Time management'],
    },
    education: {
      shsStrands: ['TVL', 'HUMSS', 'STEM'],
      collegeCourses: ['BA Multimedia Arts', 'Bachelor of Fine Arts major in Visual Communication', 'BS Information Technology'],
      tesdaCertificates: ['Visual Graphic Design NC III'],
    },
    salary: pay(16000, 25000, 35000, 60000),
    outlook:
      'Needed by agencies, in-house teams and printers, and a common freelance career; a strong portfolio matters more than a diploma.',
    relatedCareers: ['ux-ui-designer', 'motion-graphics-designer', 'brand-strategist'],
    relatedVideos: ['gilbert-creative-genius', 'jobs-stanford-2005'],
  },
  {
    slug: 'ux-ui-designer',
    title: 'UX/UI Designer',
    category: 'design',
    summary: 'Designs how apps and websites work and look, so that people can do what they came to do easily.',
    dayInTheLife:
      'Stand-up with the product team, then you review recordings of users trying a new e-wallet feature: three of five got stuck on the same screen. You sketch alternatives, build a clickable prototype in Figma, and test it with two users in the afternoon. You end the day handing over specs to the developers.',
    keyTasks: [
      'Understand users through interviews and testing',
      'Map user flows and build wireframes and prototypes',
      'Design screens and components in a design system',
      'Test designs with users and improve them',
      'Work closely with developers and product managers',
    ],
    skills: {
      hard: ['Figma', 'Prototyping', 'Usability testing', 'Accessibility basics', 'Design systems'],
      soft: ['Empathy', 'Collaboration', 'Communication', 'Problem solving'],
    },
    education: {
      shsStrands: ['STEM', 'HUMSS', 'TVL'],
      collegeCourses: ['BS Information Technology', 'BA Multimedia Arts', 'BS Computer Science', 'BS Psychology'],
      tesdaCertificates: [],
    },
    salary: pay(25000, 40000, 60000, 120000),
    outlook: 'Growing with the country’s fintech, e-commerce and software companies, and with remote work for overseas teams.',
    relatedCareers: ['graphic-designer', 'ux-researcher', 'software-developer'],
    relatedVideos: ['jobs-stanford-2005', 'cain-introverts'],
  },
  {
    slug: 'interior-designer',
    title: 'Interior Designer',
    category: 'design',
    summary: 'Plans spaces that are safe, useful and beautiful, from condo units to offices and restaurants, and oversees their fit-out.',
    dayInTheLife:
      'You meet a couple about their first condo unit in Pasig and measure the space. Back at the studio you draft a floor plan, choose finishes that fit their budget, and prepare a 3D view. In the afternoon you visit a café fit-out to check the carpenters’ work against your drawings.',
    keyTasks: [
      'Meet clients and understand how they will use a space',
      'Draw floor plans, elevations and 3D views',
      'Select materials, furniture and lighting within a budget',
      'Coordinate with contractors and suppliers',
      'Check the work on site',
    ],
    skills: {
      hard: ['AutoCAD and SketchUp', 'Space planning', 'Materials and finishes', 'Cost estimates'],
      soft: ['Listening', 'Negotiation', 'Organisation', 'Creativity'],
    },
    education: {
      shsStrands: ['STEM', 'TVL', 'HUMSS'],
      collegeCourses: ['BS Interior Design (then the Interior Design licensure examination)'],
      tesdaCertificates: [],
      licensureExams: ['Licensure Examination for Interior Designers (PRC)'],
    },
    salary: pay(18000, 25000, 40000, 80000),
    outlook: 'Tied to construction and real estate; licensed designers with a portfolio can open their own practice.',
    relatedCareers: ['architect', 'graphic-designer', 'project-manager'],
    relatedVideos: ['gilbert-creative-genius'],
  },
  {
    slug: 'architect',
    title: 'Architect',
    category: 'design',
    summary: 'Designs buildings and the spaces around them, and guides them from first sketch to construction.',
    dayInTheLife:
      'You review structural comments on a three-storey school building, revise the drawings, and call the engineer to agree on column sizes. After lunch you present a house design to a family in Batangas over video call, then check permit requirements with the local building official.',
    keyTasks: [
      'Develop designs from a client’s needs, site and budget',
      'Prepare drawings and documents for permits and construction',
      'Coordinate engineers and consultants',
      'Follow building codes and the accessibility law',
      'Inspect construction work',
    ],
    skills: {
      hard: ['AutoCAD, Revit or SketchUp', 'Building codes', 'Construction methods', 'Design presentation'],
      soft: ['Vision', 'Communication', 'Patience', 'Leadership'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['BS Architecture (then the Architect licensure examination)'],
      tesdaCertificates: [],
      licensureExams: ['Licensure Examination for Architects (PRC)'],
    },
    salary: pay(22000, 30000, 50000, 100000),
    outlook: 'Infrastructure and housing needs keep demand steady; licensed architects can practise independently.',
    relatedCareers: ['interior-designer', 'project-manager', 'ux-ui-designer'],
    relatedVideos: ['jobs-stanford-2005'],
  },

  // ---- Community Development -------------------------------------------------------------------
  {
    slug: 'community-development-officer',
    title: 'Community Development Officer',
    category: 'community-development',
    summary:
      'Works with communities to plan and run programmes (livelihood, health, education, disaster preparedness) that they can sustain.',
    dayInTheLife:
      'You travel to a coastal barangay to meet a fisherfolk association about their livelihood project. You facilitate the meeting, take notes on their concerns, and visit two households. Back at the office you update the project report for the funder and plan next week’s training with the barangay council.',
    keyTasks: [
      'Organise and facilitate community meetings',
      'Assess needs with the community and local government',
      'Plan, run and monitor programmes',
      'Write reports and proposals for partners and donors',
      'Build relationships with leaders and groups',
    ],
    skills: {
      hard: ['Facilitation', 'Project monitoring', 'Report and proposal writing', 'Basic data gathering'],
      soft: ['Empathy', 'Patience', 'Respect for local culture', 'Resilience'],
    },
    education: {
      shsStrands: ['HUMSS', 'GAS'],
      collegeCourses: ['BS Community Development', 'BS Social Work', 'AB Sociology', 'AB Development Studies'],
      tesdaCertificates: [],
    },
    salary: pay(20000, 28000, 35000, 55000),
    outlook:
      'NGOs, foundations, local governments and company CSR teams hire community workers; experience can lead to programme management.',
    relatedCareers: ['social-worker', 'agricultural-extension-worker', 'research-assistant'],
    relatedVideos: ['brown-vulnerability', 'duckworth-grit'],
  },
  {
    slug: 'social-worker',
    title: 'Social Worker',
    category: 'community-development',
    summary:
      'Helps individuals, families and communities cope with problems such as poverty, abuse, disability or disaster, and connects them to services.',
    dayInTheLife:
      'At a city social welfare office you interview a mother applying for assistance, assess her family’s needs, and write a case study. You coordinate with a shelter about a child in need of protection, then join a home visit in the afternoon and record everything in the case file.',
    keyTasks: [
      'Assess clients’ situations and needs',
      'Manage cases and refer clients to services',
      'Run group sessions and community programmes',
      'Write case studies and reports',
      'Protect clients’ rights and privacy',
    ],
    skills: {
      hard: ['Case management', 'Interviewing', 'Report writing', 'Knowledge of social welfare laws'],
      soft: ['Empathy', 'Resilience', 'Confidentiality', 'Good judgement'],
    },
    education: {
      shsStrands: ['HUMSS', 'GAS'],
      collegeCourses: ['BS Social Work (then the Social Worker licensure examination)'],
      tesdaCertificates: [],
      licensureExams: ['Social Worker Licensure Examination (PRC)'],
    },
    salary: pay(28000, 31000, 45000, 60000, DBM, 2025),
    outlook: 'Registered social workers are needed in local governments, DSWD, hospitals, schools and NGOs, and abroad.',
    relatedCareers: ['community-development-officer', 'public-school-teacher', 'research-assistant'],
    relatedVideos: ['brown-vulnerability'],
  },
  {
    slug: 'public-school-teacher',
    title: 'Public School Teacher',
    category: 'community-development',
    summary: 'Teaches and guides learners in DepEd schools, from kindergarten to senior high, and works with families and the community.',
    dayInTheLife:
      'Your day starts at 7:00 with the flag ceremony. You teach three sections of Grade 8 Science, checking understanding as you go. During your vacant period you prepare a lesson plan and check quizzes. After classes you meet a parent about their child’s attendance and update the learners’ records.',
    keyTasks: [
      'Plan and teach lessons aligned to the curriculum',
      'Assess learning and give feedback',
      'Manage the classroom and guide learners',
      'Keep records and write reports',
      'Work with parents and the community',
    ],
    skills: {
      hard: ['Lesson planning', 'Subject knowledge', 'Assessment design', 'Classroom technology'],
      soft: ['Patience', 'Communication', 'Creativity', 'Care for learners'],
    },
    education: {
      shsStrands: ['HUMSS', 'STEM', 'GAS', 'ABM', 'TVL'],
      collegeCourses: [
        'Bachelor of Elementary Education',
        'Bachelor of Secondary Education (with a major)',
        'Bachelor of Technical-Vocational Teacher Education',
      ],
      tesdaCertificates: [],
      licensureExams: ['Licensure Examination for Teachers (PRC)'],
    },
    salary: pay(28000, 31000, 35000, 57000, DBM, 2025),
    outlook:
      'DepEd hires thousands of teachers every year; after passing the licensure examination, promotion runs from Teacher I to Master Teacher and school head.',
    relatedCareers: ['social-worker', 'community-development-officer', 'statistician'],
    relatedVideos: ['robinson-creativity', 'dweck-growth-mindset', 'duckworth-grit'],
  },
  {
    slug: 'agricultural-extension-worker',
    title: 'Agricultural Extension Worker',
    category: 'community-development',
    summary: 'Brings farming know-how to farmers: better seeds and methods, government programmes, and help after typhoons and droughts.',
    dayInTheLife:
      'You ride out to rice farms in your municipality to check a pest outbreak with farmers. You show them how to monitor their fields, note the damage for the municipal agriculturist, and register two farmers for a seed programme. In the afternoon you run a farmer field school session on soil health.',
    keyTasks: [
      'Visit farms and advise farmers',
      'Run trainings and farmer field schools',
      'Register farmers for programmes and assistance',
      'Report crop conditions and damage',
      'Demonstrate new technologies and practices',
    ],
    skills: {
      hard: ['Crop production', 'Pest and soil management', 'Training delivery', 'Record keeping'],
      soft: ['Patience', 'Respect for farmers’ experience', 'Communication in the local language', 'Resourcefulness'],
    },
    education: {
      shsStrands: ['STEM', 'TVL', 'GAS'],
      collegeCourses: ['BS Agriculture (then the Agriculturist licensure examination)', 'BS Agricultural Extension and Communication'],
      tesdaCertificates: ['Agricultural Crops Production NC II'],
      licensureExams: ['Agriculturist Licensure Examination (PRC)'],
    },
    salary: pay(25000, 31000, 36000, 50000, DBM, 2025),
    outlook: 'Local governments and the Department of Agriculture need extension workers, and climate adaptation keeps the role important.',
    relatedCareers: ['community-development-officer', 'science-research-specialist', 'supply-chain-analyst'],
    relatedVideos: ['duckworth-grit'],
  },

  // ---- Data --------------------------------------------------------------------------------------
  {
    slug: 'data-analyst',
    title: 'Data Analyst',
    category: 'data',
    summary:
      'Turns raw data into answers: cleans it, analyses it, and explains what it means for decisions through reports and dashboards.',
    dayInTheLife:
      'A retail chain’s marketing team asks why sales dipped in Visayas stores. You pull sales data with SQL, clean it in a spreadsheet, and find that two stores closed for renovation. You build a chart, write a short explanation, and update the weekly dashboard before a call with the team.',
    keyTasks: [
      'Collect and clean data from different sources',
      'Analyse data to answer business questions',
      'Build dashboards and reports',
      'Explain findings to people who are not analysts',
      'Check data quality',
    ],
    skills: {
      hard: ['SQL', 'Excel or Google Sheets', 'Power BI or Tableau', 'Basic statistics', 'Python (helpful)'],
      soft: ['Curiosity', 'Clear communication', 'Attention to detail', 'Business sense'],
    },
    education: {
      shsStrands: ['STEM', 'ABM'],
      collegeCourses: ['BS Statistics', 'BS Computer Science', 'BS Information Technology', 'BS Mathematics', 'BS Industrial Engineering'],
      tesdaCertificates: [],
    },
    salary: pay(22000, 35000, 50000, 90000),
    outlook: 'One of the fastest-growing roles across banks, BPOs, retail and government; a common first step towards data science.',
    relatedCareers: ['business-intelligence-analyst', 'data-scientist', 'market-research-analyst'],
    relatedVideos: ['rosling-best-stats', 'cutts-30-days'],
  },
  {
    slug: 'data-scientist',
    title: 'Data Scientist',
    category: 'data',
    summary:
      'Builds statistical and machine-learning models that predict and explain, such as which customers may leave or which loans are risky.',
    dayInTheLife:
      'You review a model that predicts which e-wallet users might stop using the app. You test new features from transaction data, compare results, and discuss with the product manager what the model can and cannot tell. In the afternoon you write up findings and plan how engineers will run the model every day.',
    keyTasks: [
      'Frame business problems as data questions',
      'Explore data and engineer features',
      'Build, test and explain predictive models',
      'Work with engineers to put models into use',
      'Watch models for drift and fairness',
    ],
    skills: {
      hard: ['Python or R', 'Statistics and machine learning', 'SQL', 'Data visualisation'],
      soft: ['Critical thinking', 'Storytelling with data', 'Ethics', 'Collaboration'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['BS Statistics', 'BS Applied Mathematics', 'BS Computer Science', 'MS Data Science (for many roles)'],
      tesdaCertificates: [],
    },
    salary: pay(35000, 55000, 90000, 180000),
    outlook: 'Banks, telcos, e-commerce and analytics firms hire data scientists; many also work remotely for companies abroad.',
    relatedCareers: ['data-analyst', 'data-engineer', 'statistician'],
    relatedVideos: ['rosling-best-stats'],
  },
  {
    slug: 'data-engineer',
    title: 'Data Engineer',
    category: 'data',
    summary: 'Builds the pipelines and databases that collect, clean and deliver data to analysts, dashboards and applications.',
    dayInTheLife:
      'An overnight job that loads sales data failed. You read the logs, fix a changed file format, and rerun it. Then you work on a new pipeline that brings app events into the data warehouse, review a teammate’s code, and meet analysts to understand the tables they need.',
    keyTasks: [
      'Design and build data pipelines',
      'Model data in warehouses and lakes',
      'Monitor jobs and fix failures',
      'Make data secure and well documented',
      'Support analysts and data scientists',
    ],
    skills: {
      hard: ['SQL', 'Python', 'Cloud data services', 'Data modelling', 'Workflow schedulers'],
      soft: ['Problem solving', 'Reliability', 'Teamwork', 'Documentation habits'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['BS Computer Science', 'BS Information Technology', 'BS Computer Engineering'],
      tesdaCertificates: [],
    },
    salary: pay(30000, 45000, 80000, 160000),
    outlook: 'In high demand as companies move data to the cloud; experienced data engineers are among the best-paid tech workers.',
    relatedCareers: ['data-scientist', 'software-developer', 'business-intelligence-analyst'],
    relatedVideos: ['cutts-30-days'],
  },
  {
    slug: 'business-intelligence-analyst',
    title: 'Business Intelligence Analyst',
    category: 'data',
    summary: 'Builds the dashboards and reports managers use every day, and makes sure everyone reads the same numbers the same way.',
    dayInTheLife:
      'You meet the operations head of a logistics company who wants to see late deliveries by region each morning. You define the metric with her, build the data model and a Power BI dashboard, and test it with two supervisors. Later you fix a report where two teams counted orders differently.',
    keyTasks: [
      'Gather reporting needs from managers',
      'Define metrics and keep them consistent',
      'Build and maintain dashboards',
      'Automate recurring reports',
      'Train users to read and use the dashboards',
    ],
    skills: {
      hard: ['Power BI or Tableau', 'SQL', 'Data modelling', 'Excel'],
      soft: ['Listening', 'Clarity', 'Patience', 'Business sense'],
    },
    education: {
      shsStrands: ['STEM', 'ABM'],
      collegeCourses: ['BS Information Systems', 'BS Accountancy', 'BS Statistics', 'BS Industrial Engineering'],
      tesdaCertificates: [],
    },
    salary: pay(28000, 40000, 60000, 110000),
    outlook: 'Needed wherever decisions run on reports: shared-services centres, banks, retail and manufacturing.',
    relatedCareers: ['data-analyst', 'business-analyst', 'data-engineer'],
    relatedVideos: ['rosling-best-stats'],
  },

  // ---- Brand Management --------------------------------------------------------------------------
  {
    slug: 'brand-manager',
    title: 'Brand Manager',
    category: 'brand-management',
    summary: 'Owns a product brand, such as a snack, shampoo or drink: its image, its launches and its growth, with the whole company.',
    dayInTheLife:
      'You review sell-out data for your snack brand in sari-sari stores, then meet the agency about a new TV and digital campaign. After lunch you work with R&D on a new flavour, check costs with finance, and prepare a plan for the sales team’s trade promo next quarter.',
    keyTasks: [
      'Set the brand’s plan, budget and targets',
      'Lead campaigns with agencies',
      'Launch new products and packaging',
      'Study consumers, competitors and market data',
      'Work with sales, supply chain, finance and R&D',
    ],
    skills: {
      hard: ['Marketing planning', 'Consumer research', 'Budget management', 'Market data analysis'],
      soft: ['Leadership', 'Strategic thinking', 'Influence without authority', 'Creativity'],
    },
    education: {
      shsStrands: ['ABM', 'STEM', 'HUMSS'],
      collegeCourses: [
        'BS Business Administration major in Marketing Management',
        'BS Management',
        'BS Industrial Engineering',
        'AB Economics',
      ],
      tesdaCertificates: [],
    },
    salary: pay(35000, 50000, 80000, 150000),
    outlook: 'Consumer-goods companies hire fresh graduates as assistant brand managers; the path leads to marketing director roles.',
    relatedCareers: ['brand-strategist', 'product-marketing-manager', 'trade-marketing-specialist'],
    relatedVideos: ['sinek-golden-circle', 'grant-original-thinkers'],
  },
  {
    slug: 'brand-strategist',
    title: 'Brand Strategist',
    category: 'brand-management',
    summary: 'Works out what a brand should stand for and how it should speak, based on research into people, culture and competitors.',
    dayInTheLife:
      'At an agency, you run a workshop with a local coffee chain’s founders about who their customers are. You review interview notes and social listening data, then draft a positioning statement. In the afternoon you brief the creative team on the insight behind the next campaign.',
    keyTasks: [
      'Research audiences, culture and competitors',
      'Define brand positioning, personality and messages',
      'Write creative briefs',
      'Run workshops with clients',
      'Check campaigns against the strategy',
    ],
    skills: {
      hard: ['Qualitative research', 'Brand frameworks', 'Presentation', 'Social listening tools'],
      soft: ['Curiosity about people', 'Storytelling', 'Critical thinking', 'Facilitation'],
    },
    education: {
      shsStrands: ['HUMSS', 'ABM'],
      collegeCourses: ['AB Communication', 'AB Psychology', 'BS Business Administration major in Marketing Management'],
      tesdaCertificates: [],
    },
    salary: pay(25000, 35000, 60000, 120000),
    outlook:
      'Agencies and in-house teams value strategists who combine research with creativity; a senior path leads to strategy director.',
    relatedCareers: ['brand-manager', 'market-research-analyst', 'content-writer'],
    relatedVideos: ['sinek-golden-circle', 'grant-original-thinkers'],
  },
  {
    slug: 'product-marketing-manager',
    title: 'Product Marketing Manager',
    category: 'brand-management',
    summary:
      'Brings a product, often an app or software, to market: who it is for, how it is described and priced, and how it is launched.',
    dayInTheLife:
      'A fintech app is launching a “save for tuition” feature. You finalise the launch messages with the product team, prepare a short guide for customer support, review the app-store screenshots, and check the launch ads. Later you interview users about why they chose the app.',
    keyTasks: [
      'Define target users and positioning',
      'Plan and run product launches',
      'Create sales and support materials',
      'Gather feedback from customers and markets',
      'Track adoption after launch',
    ],
    skills: {
      hard: ['Go-to-market planning', 'Market research', 'Product analytics', 'Presentation'],
      soft: ['Collaboration', 'Clear writing', 'Empathy for users', 'Prioritisation'],
    },
    education: {
      shsStrands: ['ABM', 'STEM'],
      collegeCourses: ['BS Business Administration', 'BS Information Technology', 'BS Management Engineering'],
      tesdaCertificates: [],
    },
    salary: pay(35000, 50000, 80000, 150000),
    outlook: 'Growing with local tech companies and global software firms with teams in Manila, Cebu and Davao.',
    relatedCareers: ['brand-manager', 'ux-researcher', 'digital-marketing-specialist'],
    relatedVideos: ['sinek-golden-circle'],
  },
  {
    slug: 'trade-marketing-specialist',
    title: 'Trade Marketing Specialist',
    category: 'brand-management',
    summary:
      'Makes a brand win where it is sold: in supermarkets, drugstores and sari-sari stores, through displays, promos and deals with stores.',
    dayInTheLife:
      'You visit two supermarkets to check if your shampoo display went up as agreed. One store got the wrong materials, so you call the merchandising agency. Back at the office you plan a promo pack for sari-sari stores with the brand team and estimate its cost with finance.',
    keyTasks: [
      'Plan in-store promotions and displays',
      'Work with key accounts and distributors',
      'Check execution in stores',
      'Track promo results and costs',
      'Translate brand plans into store programmes',
    ],
    skills: {
      hard: ['Promo planning', 'Sales data analysis', 'Budget tracking', 'Merchandising'],
      soft: ['Negotiation', 'Field energy', 'Organisation', 'Problem solving'],
    },
    education: {
      shsStrands: ['ABM', 'GAS'],
      collegeCourses: ['BS Business Administration major in Marketing Management', 'BS Entrepreneurship'],
      tesdaCertificates: [],
    },
    salary: pay(25000, 35000, 50000, 90000),
    outlook: 'Essential in consumer-goods companies because most Filipino shoppers buy in stores; it leads to brand and sales management.',
    relatedCareers: ['brand-manager', 'account-executive', 'sales-associate'],
    relatedVideos: ['st-john-8-secrets'],
  },

  // ---- Business ----------------------------------------------------------------------------------
  {
    slug: 'accountant',
    title: 'Accountant',
    category: 'business',
    summary:
      'Keeps an organisation’s financial records correct and on time, prepares financial statements and taxes, and advises on money decisions.',
    dayInTheLife:
      'It is month-end closing: you reconcile bank accounts, check accruals and post adjusting entries. After lunch you review the BIR filings due this month with your team and answer an auditor’s questions. You finish by preparing a short report on expenses for the finance manager.',
    keyTasks: [
      'Record and review transactions',
      'Prepare financial statements and reports',
      'File taxes and keep up with BIR rules',
      'Support audits',
      'Analyse costs and budgets',
    ],
    skills: {
      hard: ['Financial accounting', 'Philippine tax rules', 'Accounting software', 'Excel'],
      soft: ['Integrity', 'Attention to detail', 'Deadline discipline', 'Clear communication'],
    },
    education: {
      shsStrands: ['ABM'],
      collegeCourses: ['BS Accountancy (then the CPA licensure examination)', 'BS Management Accounting'],
      tesdaCertificates: [],
      licensureExams: ['Certified Public Accountant Licensure Examination (PRC)'],
    },
    salary: pay(22000, 30000, 50000, 100000),
    outlook:
      'CPAs are needed by audit firms, companies, government and shared-services centres; experience opens finance management roles.',
    relatedCareers: ['bookkeeper', 'business-analyst', 'actuarial-analyst'],
    relatedVideos: ['smith-great-career'],
  },
  {
    slug: 'human-resources-specialist',
    title: 'Human Resources Specialist',
    category: 'business',
    summary: 'Helps an organisation find, keep and grow its people: hiring, onboarding, pay and benefits, training and employee relations.',
    dayInTheLife:
      'You screen applicants for a customer service role, schedule interviews, and onboard five new hires with their SSS, PhilHealth and Pag-IBIG documents. After lunch you help a supervisor handle an attendance issue fairly and plan next month’s training.',
    keyTasks: [
      'Recruit and onboard employees',
      'Handle records, benefits and government contributions',
      'Support managers on employee relations',
      'Organise training and engagement programmes',
      'Follow the Labor Code and company policies',
    ],
    skills: {
      hard: ['Recruitment', 'Labor Code basics', 'HR information systems', 'Interviewing'],
      soft: ['Empathy', 'Fairness', 'Confidentiality', 'Communication'],
    },
    education: {
      shsStrands: ['HUMSS', 'ABM', 'GAS'],
      collegeCourses: ['BS Psychology', 'BS Business Administration major in Human Resource Management'],
      tesdaCertificates: [],
    },
    salary: pay(20000, 28000, 40000, 70000),
    outlook: 'Every growing company needs HR; BPOs and shared-services centres hire recruiters in large numbers.',
    relatedCareers: ['business-analyst', 'social-worker', 'customer-service-representative'],
    relatedVideos: ['pink-motivation', 'achor-happy-secret'],
  },
  {
    slug: 'business-analyst',
    title: 'Business Analyst',
    category: 'business',
    summary:
      'Finds out what a business really needs, such as a better process or a new system, and describes it so that teams can build it.',
    dayInTheLife:
      'A bank wants to shorten loan approval. You interview loan officers, map today’s process step by step, and find three hand-offs that cause most of the delay. You write requirements for a new workflow, review them with IT, and prepare test scenarios for the next sprint.',
    keyTasks: [
      'Interview stakeholders and document needs',
      'Map and improve processes',
      'Write requirements and user stories',
      'Support testing and roll-out',
      'Measure results after changes',
    ],
    skills: {
      hard: ['Process mapping', 'Requirements writing', 'Excel and SQL basics', 'Agile practices'],
      soft: ['Listening', 'Structured thinking', 'Diplomacy', 'Clear writing'],
    },
    education: {
      shsStrands: ['ABM', 'STEM'],
      collegeCourses: ['BS Information Systems', 'BS Industrial Engineering', 'BS Business Administration', 'BS Management Engineering'],
      tesdaCertificates: [],
    },
    salary: pay(28000, 40000, 60000, 110000),
    outlook: 'Banks, telcos, consulting firms and software companies hire analysts who bridge business and technology.',
    relatedCareers: ['business-intelligence-analyst', 'project-manager', 'accountant'],
    relatedVideos: ['smith-great-career', 'pink-motivation'],
  },
  {
    slug: 'bookkeeper',
    title: 'Bookkeeper',
    category: 'business',
    summary:
      'Records the day-to-day money of a business (sales, purchases, payroll, receipts) so that its books are ready for accountants and the BIR.',
    dayInTheLife:
      'You work for three small businesses: a bakery, a hardware store and a clinic. In the morning you encode the bakery’s sales and receipts, then reconcile the hardware store’s bank statement. After lunch you prepare payroll for the clinic and send the accountant a summary for the monthly tax filing.',
    keyTasks: [
      'Record sales, purchases and expenses',
      'Reconcile bank and cash accounts',
      'Prepare payroll',
      'Keep receipts and books in order for the BIR',
      'Send summaries to the accountant or owner',
    ],
    skills: {
      hard: ['Bookkeeping', 'Accounting software or spreadsheets', 'Payroll basics', 'Filing systems'],
      soft: ['Honesty', 'Accuracy', 'Organisation', 'Reliability'],
    },
    education: {
      shsStrands: ['ABM', 'TVL'],
      collegeCourses: ['BS Accountancy', 'BS Accounting Information Systems', 'Associate in Office Administration'],
      tesdaCertificates: ['Bookkeeping NC III'],
    },
    salary: pay(16000, 22000, 25000, 40000),
    outlook:
      'Micro and small businesses, which are most Philippine businesses, need bookkeepers; many work freelance for several clients and for overseas firms.',
    relatedCareers: ['accountant', 'business-analyst', 'sales-associate'],
    relatedVideos: ['achor-happy-secret'],
  },

  // ---- Operations --------------------------------------------------------------------------------
  {
    slug: 'customer-service-representative',
    title: 'Customer Service Representative',
    category: 'operations',
    summary:
      'Helps customers by phone, chat or e-mail, often in a BPO for companies in the Philippines and abroad, solving problems and answering questions.',
    dayInTheLife:
      'You log in for a night shift serving a US telecom’s customers. Between calls you update notes in the system, and you follow the process to fix a billing error. Your team lead coaches you on a difficult call, and at the end of the shift you check your quality scores.',
    keyTasks: [
      'Answer calls, chats and e-mails',
      'Solve problems using the company’s tools and processes',
      'Record every interaction accurately',
      'Escalate complex cases',
      'Meet quality and time targets',
    ],
    skills: {
      hard: ['English (and other languages) fluency', 'Typing and CRM tools', 'Product knowledge', 'Troubleshooting'],
      soft: ['Patience', 'Empathy', 'Composure', 'Active listening'],
    },
    education: {
      shsStrands: ['HUMSS', 'ABM', 'GAS', 'TVL', 'STEM'],
      collegeCourses: ['Any course; many employers hire senior-high graduates', 'BS Tourism Management', 'AB English'],
      tesdaCertificates: ['Contact Center Services NC II'],
    },
    salary: pay(18000, 25000, 30000, 45000),
    outlook:
      'The IT-BPM industry is one of the country’s largest employers; good agents move up to team lead, quality, training and workforce roles.',
    relatedCareers: ['it-support-specialist', 'human-resources-specialist', 'sales-associate'],
    relatedVideos: ['mcgonigal-stress', 'achor-happy-secret'],
  },
  {
    slug: 'supply-chain-analyst',
    title: 'Supply Chain Analyst',
    category: 'operations',
    summary:
      'Keeps products flowing from suppliers to warehouses to stores at the right cost, by forecasting demand and planning stock and deliveries.',
    dayInTheLife:
      'A typhoon is expected in Bicol, so you check stocks of bottled water and canned goods in the region’s warehouses. You update the forecast, ask suppliers to move deliveries earlier, and plan trucks with logistics. In the afternoon you present the weekly stock report to the operations manager.',
    keyTasks: [
      'Forecast demand and plan stock levels',
      'Track orders, deliveries and warehouse stock',
      'Find causes of shortages and delays',
      'Work with suppliers, warehouses and transport',
      'Report costs and service levels',
    ],
    skills: {
      hard: ['Excel', 'ERP systems', 'Forecasting', 'Logistics basics'],
      soft: ['Problem solving', 'Coordination', 'Calm under pressure', 'Attention to detail'],
    },
    education: {
      shsStrands: ['STEM', 'ABM'],
      collegeCourses: [
        'BS Industrial Engineering',
        'BS Customs Administration',
        'BS Business Administration major in Operations Management',
      ],
      tesdaCertificates: [],
    },
    salary: pay(22000, 32000, 50000, 90000),
    outlook: 'E-commerce, manufacturing and retail need supply chain skills across an archipelago where logistics is hard.',
    relatedCareers: ['project-manager', 'data-analyst', 'agricultural-extension-worker'],
    relatedVideos: ['urban-procrastinator'],
  },
  {
    slug: 'project-manager',
    title: 'Project Manager',
    category: 'operations',
    summary: 'Leads a project, such as a new branch, a system or an event, from plan to finish: scope, schedule, budget, people and risks.',
    dayInTheLife:
      'You run a morning check-in with the team opening a new clinic branch in Iloilo. The contractor is two days late, so you adjust the schedule and warn the owner. After lunch you review costs against the budget, update the risk list, and prepare a status report for the steering committee.',
    keyTasks: [
      'Plan scope, schedule and budget',
      'Lead and coordinate the team',
      'Track progress and manage risks',
      'Communicate with sponsors and stakeholders',
      'Close the project and record lessons learned',
    ],
    skills: {
      hard: ['Planning and scheduling tools', 'Budgeting', 'Risk management', 'Agile or traditional methods'],
      soft: ['Leadership', 'Communication', 'Negotiation', 'Composure'],
    },
    education: {
      shsStrands: ['STEM', 'ABM'],
      collegeCourses: ['BS Industrial Engineering', 'BS Civil Engineering', 'BS Information Technology', 'BS Business Administration'],
      tesdaCertificates: [],
    },
    salary: pay(25000, 35000, 70000, 130000),
    outlook: 'Every industry runs projects; experience as a coordinator and a project management certification help you move up.',
    relatedCareers: ['business-analyst', 'supply-chain-analyst', 'architect'],
    relatedVideos: ['urban-procrastinator', 'pink-motivation'],
  },
  {
    slug: 'it-support-specialist',
    title: 'IT Support Specialist',
    category: 'operations',
    summary: 'Keeps an office’s computers, networks and accounts working, and helps people when something breaks.',
    dayInTheLife:
      'Your first ticket: the printer on the third floor is offline. Next you set up laptops for two new hires, reset passwords, and install updates. After lunch you trace a slow internet complaint to a faulty switch, replace it, and write down the fix for the team.',
    keyTasks: [
      'Answer help-desk tickets',
      'Set up and repair computers and devices',
      'Manage user accounts and access',
      'Maintain networks and backups',
      'Document fixes and teach users',
    ],
    skills: {
      hard: ['Computer hardware and operating systems', 'Networking basics', 'Help-desk tools', 'Cybersecurity hygiene'],
      soft: ['Patience', 'Clear explanations', 'Problem solving', 'Service attitude'],
    },
    education: {
      shsStrands: ['TVL', 'STEM'],
      collegeCourses: ['BS Information Technology', 'BS Computer Engineering', 'Diploma in Computer Technology'],
      tesdaCertificates: ['Computer Systems Servicing NC II'],
    },
    salary: pay(18000, 25000, 35000, 60000),
    outlook: 'Needed by schools, offices, hospitals and BPOs; it is a common entry into network, systems and cybersecurity careers.',
    relatedCareers: ['cybersecurity-analyst', 'software-developer', 'customer-service-representative'],
    relatedVideos: ['cutts-30-days'],
  },

  // ---- Multimedia ----------------------------------------------------------------------------------
  {
    slug: 'video-editor',
    title: 'Video Editor',
    category: 'multimedia',
    summary: 'Turns raw footage into finished videos (ads, vlogs, documentaries, social clips) with story, pacing, sound and graphics.',
    dayInTheLife:
      'You receive four hours of footage from a brand’s event. You log the best moments, build a three-minute recap, add music and captions, and export short cuts for TikTok and Reels. After the client’s comments you adjust the colour and the ending, then archive the project files.',
    keyTasks: [
      'Review and organise footage',
      'Cut stories with the right pacing',
      'Add music, sound, captions and graphics',
      'Colour-correct and export for each platform',
      'Revise from client feedback',
    ],
    skills: {
      hard: ['Premiere Pro, DaVinci Resolve or CapCut', 'Audio editing', 'Colour correction', 'Basic motion graphics'],
      soft: ['Storytelling', 'Patience', 'Taking feedback', 'Meeting deadlines'],
    },
    education: {
      shsStrands: ['TVL', 'HUMSS', 'GAS'],
      collegeCourses: ['BA Multimedia Arts', 'AB Broadcasting', 'BA Film'],
      tesdaCertificates: [],
    },
    salary: pay(18000, 25000, 35000, 60000),
    outlook:
      'Short video drives marketing, so demand is strong from brands, agencies and creators; many editors freelance for clients abroad.',
    relatedCareers: ['motion-graphics-designer', 'social-media-manager', 'photographer'],
    relatedVideos: ['gilbert-creative-genius', 'wapnick-true-calling'],
  },
  {
    slug: 'animator',
    title: 'Animator',
    category: 'multimedia',
    summary: 'Brings characters and objects to life in 2D or 3D for cartoons, games, ads and explainer videos.',
    dayInTheLife:
      'At an animation studio in Manila working on a series for an overseas client, you receive a scene from the storyboard. You block the key poses, check them with the lead animator, and refine the timing. In the afternoon you fix notes from the director and submit the shot for review.',
    keyTasks: [
      'Animate scenes from storyboards and layouts',
      'Create key poses and in-betweens',
      'Follow the style and the director’s notes',
      'Work with riggers, modellers and compositors',
      'Meet production schedules',
    ],
    skills: {
      hard: ['Toon Boom Harmony, Blender or Maya', 'Drawing', 'Principles of animation', 'Timing'],
      soft: ['Observation', 'Patience', 'Teamwork', 'Openness to critique'],
    },
    education: {
      shsStrands: ['TVL', 'STEM', 'HUMSS'],
      collegeCourses: ['BA Multimedia Arts', 'Bachelor of Fine Arts major in Animation', 'BS Entertainment and Multimedia Computing'],
      tesdaCertificates: ['Animation NC II'],
    },
    salary: pay(18000, 28000, 40000, 80000),
    outlook:
      'Philippine studios have long animated for international shows, and games and ads add more work; a strong reel is the key to getting hired.',
    relatedCareers: ['motion-graphics-designer', 'video-editor', 'graphic-designer'],
    relatedVideos: ['gilbert-creative-genius', 'robinson-creativity'],
  },
  {
    slug: 'photographer',
    title: 'Photographer',
    category: 'multimedia',
    summary:
      'Takes and edits photographs for events, products, news, fashion or real estate, often as a freelancer building a client base.',
    dayInTheLife:
      'Morning: a product shoot for an online store’s new bags, with lights set up in your home studio. Afternoon: you edit the best shots and deliver them. In the evening you shoot a debut in Quezon City, back up your cards at midnight, and reply to two booking inquiries.',
    keyTasks: [
      'Plan shoots with clients',
      'Light, compose and shoot',
      'Edit and retouch photos',
      'Deliver files in the right formats',
      'Market your work and manage bookings',
    ],
    skills: {
      hard: ['Camera and lighting', 'Lightroom and Photoshop', 'Composition', 'File management'],
      soft: ['People skills', 'Business sense', 'Creativity', 'Reliability'],
    },
    education: {
      shsStrands: ['TVL', 'HUMSS', 'GAS'],
      collegeCourses: ['BA Multimedia Arts', 'Bachelor of Fine Arts major in Photography', 'AB Journalism'],
      tesdaCertificates: [],
    },
    salary: pay(15000, 22000, 30000, 60000),
    outlook: 'Most photographers freelance; events and e-commerce product photography provide steady work for those who market themselves.',
    relatedCareers: ['video-editor', 'graphic-designer', 'social-media-manager'],
    relatedVideos: ['wapnick-true-calling'],
  },
  {
    slug: 'motion-graphics-designer',
    title: 'Motion Graphics Designer',
    category: 'multimedia',
    summary: 'Designs moving text, shapes and illustrations for ads, explainers, title sequences and social media.',
    dayInTheLife:
      'You animate a 30-second explainer for a government health campaign: first a styleframe, then the motion in After Effects. The client asks for larger captions for phone screens, so you adjust. You finish by preparing square and vertical versions for social media.',
    keyTasks: [
      'Design styleframes and storyboards',
      'Animate graphics, type and illustrations',
      'Sync motion with voice-over and music',
      'Deliver versions for each platform',
      'Keep a library of reusable assets',
    ],
    skills: {
      hard: ['After Effects', 'Illustrator', 'Typography', 'Basic 3D (helpful)'],
      soft: ['Creativity', 'Attention to detail', 'Time management', 'Collaboration'],
    },
    education: {
      shsStrands: ['TVL', 'HUMSS', 'STEM'],
      collegeCourses: ['BA Multimedia Arts', 'Bachelor of Fine Arts major in Visual Communication'],
      tesdaCertificates: ['Visual Graphic Design NC III'],
    },
    salary: pay(20000, 30000, 45000, 80000),
    outlook: 'Video-first marketing keeps motion designers busy in agencies, in-house teams and freelance work for overseas clients.',
    relatedCareers: ['animator', 'graphic-designer', 'video-editor'],
    relatedVideos: ['gilbert-creative-genius'],
  },

  // ---- Research ----------------------------------------------------------------------------------
  {
    slug: 'market-research-analyst',
    title: 'Market Research Analyst',
    category: 'research',
    summary:
      'Studies what consumers think and do, through surveys, interviews and data, so that companies make better product and marketing decisions.',
    dayInTheLife:
      'You design a survey about how young Filipinos choose mobile data promos, test it with five people, and fix confusing questions. After lunch you analyse last month’s focus groups and write the top insights for a telco client, with charts that the marketing team can use right away.',
    keyTasks: [
      'Design surveys and discussion guides',
      'Run or supervise fieldwork',
      'Analyse quantitative and qualitative data',
      'Write reports and present insights',
      'Keep research ethical and respondents’ data private',
    ],
    skills: {
      hard: ['Survey design', 'Statistics basics', 'Excel or SPSS', 'Report writing'],
      soft: ['Curiosity', 'Objectivity', 'Presentation', 'Attention to detail'],
    },
    education: {
      shsStrands: ['ABM', 'HUMSS', 'STEM'],
      collegeCourses: ['BS Psychology', 'BS Statistics', 'AB Economics', 'BS Business Administration major in Marketing Management'],
      tesdaCertificates: [],
    },
    salary: pay(22000, 32000, 50000, 85000),
    outlook: 'Research agencies and consumer companies hire analysts; skills in data analysis make you stand out.',
    relatedCareers: ['brand-strategist', 'data-analyst', 'ux-researcher'],
    relatedVideos: ['rosling-best-stats', 'grant-original-thinkers'],
  },
  {
    slug: 'research-assistant',
    title: 'Research Assistant',
    category: 'research',
    summary:
      'Supports studies at universities, think tanks and NGOs: reviews literature, collects and cleans data, and helps write reports.',
    dayInTheLife:
      'For a university study on learning poverty, you spend the morning encoding survey forms from schools in Samar and checking them for errors. After lunch you summarise five journal articles for the lead researcher and prepare the consent forms for next week’s interviews.',
    keyTasks: [
      'Review and summarise literature',
      'Collect data through surveys and interviews',
      'Clean and encode data',
      'Help analyse results and write reports',
      'Follow research ethics and data privacy rules',
    ],
    skills: {
      hard: ['Literature review', 'Data encoding and cleaning', 'Basic statistics', 'Academic writing'],
      soft: ['Diligence', 'Organisation', 'Integrity', 'Curiosity'],
    },
    education: {
      shsStrands: ['HUMSS', 'STEM', 'GAS'],
      collegeCourses: ['AB Sociology', 'AB Psychology', 'BS Statistics', 'AB Political Science', 'BS Biology'],
      tesdaCertificates: [],
    },
    salary: pay(20000, 28000, 35000, 55000),
    outlook: 'A common first job for graduates heading to graduate school, policy work or a research career.',
    relatedCareers: ['market-research-analyst', 'science-research-specialist', 'community-development-officer'],
    relatedVideos: ['duckworth-grit', 'dweck-growth-mindset'],
  },
  {
    slug: 'ux-researcher',
    title: 'UX Researcher',
    category: 'research',
    summary:
      'Finds out how people really use apps and services, through interviews, observation and testing, so teams design the right things.',
    dayInTheLife:
      'You interview three jeepney drivers about how they use a digital payment app, noting where they hesitate. After lunch you synthesise notes with the designer into key findings, then plan a usability test of the new cash-in flow for next week.',
    keyTasks: [
      'Plan research studies with product teams',
      'Interview and observe users',
      'Run usability tests',
      'Synthesise findings into insights',
      'Share results so that teams act on them',
    ],
    skills: {
      hard: ['Interviewing', 'Usability testing', 'Research synthesis', 'Survey design'],
      soft: ['Empathy', 'Neutral listening', 'Storytelling', 'Influence'],
    },
    education: {
      shsStrands: ['HUMSS', 'STEM'],
      collegeCourses: ['BS Psychology', 'AB Anthropology', 'AB Sociology', 'BS Information Technology'],
      tesdaCertificates: [],
    },
    salary: pay(28000, 40000, 60000, 120000),
    outlook: 'Tech companies and banks building digital services increasingly hire researchers; a portfolio of case studies helps.',
    relatedCareers: ['ux-ui-designer', 'market-research-analyst', 'product-marketing-manager'],
    relatedVideos: ['cain-introverts'],
  },
  {
    slug: 'science-research-specialist',
    title: 'Science Research Specialist',
    category: 'research',
    summary:
      'Does scientific research in a government or university laboratory, such as on crops, food, materials, health or the environment.',
    dayInTheLife:
      'At a government research institute, you prepare samples of a new rice variety for testing, run the instruments, and record the results. After lunch you analyse the data, discuss unexpected values with your supervisor, and draft a section of a technical report.',
    keyTasks: [
      'Design and run experiments',
      'Operate and maintain laboratory equipment',
      'Record and analyse data',
      'Write technical reports and papers',
      'Follow safety and quality standards',
    ],
    skills: {
      hard: ['Laboratory methods', 'Data analysis', 'Scientific writing', 'Safety procedures'],
      soft: ['Patience', 'Precision', 'Curiosity', 'Integrity'],
    },
    education: {
      shsStrands: ['STEM'],
      collegeCourses: ['BS Biology', 'BS Chemistry', 'BS Food Technology', 'BS Agriculture', 'BS Environmental Science'],
      tesdaCertificates: [],
    },
    salary: pay(28000, 36000, 45000, 75000, DBM, 2025),
    outlook:
      'Government research agencies, state universities and industry laboratories hire scientists; scholarships support graduate study.',
    relatedCareers: ['research-assistant', 'agricultural-extension-worker', 'statistician'],
    relatedVideos: ['rosling-best-stats'],
  },

  // ---- Math & Logic ------------------------------------------------------------------------------
  {
    slug: 'software-developer',
    title: 'Software Developer',
    category: 'math-logic',
    summary: 'Writes, tests and maintains the code behind apps, websites and business systems.',
    dayInTheLife:
      'After stand-up you pick up a task: let users download their transaction history. You write the code and its tests, open a pull request, and review a teammate’s code. In the afternoon you pair with a senior developer on a bug that only happens on slow mobile networks.',
    keyTasks: [
      'Build features from requirements',
      'Write automated tests',
      'Review code and fix bugs',
      'Work with designers, testers and product managers',
      'Keep systems secure and maintainable',
    ],
    skills: {
      hard: [
        'A programming language such as JavaScript, Java or Python',
        'Git',
        'Databases and SQL',
        'Testing',
        'Web or mobile frameworks',
      ],
      soft: ['Logical thinking', 'Teamwork', 'Continuous learning', 'Clear communication'],
    },
    education: {
      shsStrands: ['STEM', 'TVL'],
      collegeCourses: ['BS Computer Science', 'BS Information Technology', 'BS Computer Engineering'],
      tesdaCertificates: ['Programming (Java) NC III'],
    },
    salary: pay(25000, 40000, 70000, 150000),
    outlook:
      'Among the most in-demand jobs, locally and in remote work for companies abroad; strong developers grow into lead and architect roles.',
    relatedCareers: ['data-engineer', 'cybersecurity-analyst', 'ux-ui-designer'],
    relatedVideos: ['cutts-30-days', 'jobs-stanford-2005'],
  },
  {
    slug: 'actuarial-analyst',
    title: 'Actuarial Analyst',
    category: 'math-logic',
    summary: 'Uses mathematics and statistics to price insurance and pension plans and to make sure companies can pay future claims.',
    dayInTheLife:
      'At a life insurance company, you update a model of how many policyholders may claim in the next ten years. You check the data, run the model, and compare results with last quarter. After lunch you study for your next actuarial exam with colleagues.',
    keyTasks: [
      'Build and run pricing and reserving models',
      'Analyse claims and mortality data',
      'Prepare reports for regulators and management',
      'Check assumptions against experience',
      'Pass professional actuarial examinations',
    ],
    skills: {
      hard: ['Probability and statistics', 'Excel and VBA', 'R or Python', 'Financial mathematics'],
      soft: ['Precision', 'Perseverance', 'Business sense', 'Communication'],
    },
    education: {
      shsStrands: ['STEM', 'ABM'],
      collegeCourses: ['BS Actuarial Science', 'BS Mathematics', 'BS Applied Mathematics', 'BS Statistics'],
      tesdaCertificates: [],
    },
    salary: pay(30000, 45000, 100000, 200000),
    outlook: 'Few Filipinos are fully qualified actuaries, so insurers value them highly; the exams are demanding but well rewarded.',
    relatedCareers: ['statistician', 'data-scientist', 'accountant'],
    relatedVideos: ['smith-great-career'],
  },
  {
    slug: 'statistician',
    title: 'Statistician',
    category: 'math-logic',
    summary:
      'Designs surveys and experiments and analyses data to produce reliable numbers, such as the official statistics the government publishes.',
    dayInTheLife:
      'At the statistics office, you check survey returns from field enumerators for inconsistencies, run the estimation program for a quarterly labour survey, and compare results with past rounds. In the afternoon you write notes that explain the methodology to the public.',
    keyTasks: [
      'Design samples, surveys and experiments',
      'Clean and analyse data',
      'Produce estimates and check their quality',
      'Explain methods and results',
      'Protect respondents’ confidentiality',
    ],
    skills: {
      hard: ['Sampling and estimation', 'R, Stata or Python', 'Survey methods', 'Data visualisation'],
      soft: ['Rigour', 'Integrity', 'Clear writing', 'Patience'],
    },
    education: {
      shsStrands: ['STEM', 'ABM'],
      collegeCourses: ['BS Statistics', 'BS Applied Mathematics', 'BS Mathematics'],
      tesdaCertificates: [],
    },
    salary: pay(28000, 36000, 50000, 80000, DBM, 2025),
    outlook: 'Government agencies, research groups, banks and pharmaceutical firms hire statisticians; data skills make them sought after.',
    relatedCareers: ['data-scientist', 'actuarial-analyst', 'science-research-specialist'],
    relatedVideos: ['rosling-best-stats'],
  },
  {
    slug: 'cybersecurity-analyst',
    title: 'Cybersecurity Analyst',
    category: 'math-logic',
    summary: 'Protects an organisation’s systems and data by watching for attacks, investigating incidents and fixing weaknesses.',
    dayInTheLife:
      'Your security dashboard shows repeated failed logins from abroad on a staff account. You investigate, confirm a phishing attempt, lock the account and warn staff. In the afternoon you review the results of a vulnerability scan and agree with the IT team on what to patch first.',
    keyTasks: [
      'Monitor alerts and logs',
      'Investigate and respond to incidents',
      'Find and fix vulnerabilities',
      'Teach staff about phishing and safe habits',
      'Help the organisation comply with the Data Privacy Act',
    ],
    skills: {
      hard: ['Networking and operating systems', 'Security tools (SIEM, scanners)', 'Incident response', 'Scripting'],
      soft: ['Vigilance', 'Calm under pressure', 'Ethics', 'Clear reporting'],
    },
    education: {
      shsStrands: ['STEM', 'TVL'],
      collegeCourses: ['BS Computer Science', 'BS Information Technology', 'BS Computer Engineering'],
      tesdaCertificates: [],
    },
    salary: pay(30000, 45000, 80000, 150000),
    outlook: 'Banks, e-wallets, government and BPOs are hiring as online threats grow; certifications add to experience.',
    relatedCareers: ['it-support-specialist', 'software-developer', 'data-engineer'],
    relatedVideos: ['cutts-30-days'],
  },

  // ---- Sales -------------------------------------------------------------------------------------
  {
    slug: 'sales-associate',
    title: 'Sales Associate',
    category: 'sales',
    summary: 'Helps customers in a store find what they need, handles sales and keeps the floor in order, often as a first job.',
    dayInTheLife:
      'You open the appliance section of a mall store, check stocks and prices, and greet customers. You explain two aircon models to a family, help them apply for instalment, and process the sale. Between customers you fix displays, and at closing you count sales with your supervisor.',
    keyTasks: [
      'Assist customers and explain products',
      'Process sales and payments',
      'Keep displays and stock in order',
      'Meet sales targets',
      'Handle returns and complaints politely',
    ],
    skills: {
      hard: ['Product knowledge', 'Point-of-sale systems', 'Basic math', 'Stock handling'],
      soft: ['Friendliness', 'Patience', 'Persuasion', 'Honesty'],
    },
    education: {
      shsStrands: ['ABM', 'GAS', 'TVL', 'HUMSS'],
      collegeCourses: ['Any course; many stores hire senior-high graduates', 'BS Entrepreneurship', 'BS Business Administration'],
      tesdaCertificates: [],
    },
    salary: pay(15000, 20000, 22000, 35000),
    outlook: 'Retail employs many young Filipinos; good associates become supervisors, store managers or move to sales roles in companies.',
    relatedCareers: ['account-executive', 'customer-service-representative', 'trade-marketing-specialist'],
    relatedVideos: ['cuddy-body-language', 'treasure-speak'],
  },
  {
    slug: 'account-executive',
    title: 'Account Executive',
    category: 'sales',
    summary: 'Wins and grows business clients for a company, such as for advertising, software, logistics or media, and keeps them happy.',
    dayInTheLife:
      'You start by following up on a proposal to a hotel chain for a booking system. You prepare for a demo with the pre-sales engineer, then meet an existing client to review their account and discuss an upgrade. Back at your desk you update the pipeline in the CRM and forecast the month.',
    keyTasks: [
      'Find and qualify new clients',
      'Present solutions and write proposals',
      'Negotiate and close deals',
      'Manage existing accounts and renewals',
      'Keep the sales pipeline up to date',
    ],
    skills: {
      hard: ['CRM tools', 'Proposal writing', 'Negotiation', 'Product knowledge'],
      soft: ['Confidence', 'Listening', 'Resilience', 'Relationship building'],
    },
    education: {
      shsStrands: ['ABM', 'HUMSS', 'GAS'],
      collegeCourses: ['BS Business Administration major in Marketing Management', 'AB Communication', 'BS Entrepreneurship'],
      tesdaCertificates: [],
    },
    salary: pay(25000, 35000, 60000, 100000),
    outlook: 'Companies always need people who bring in revenue; commissions can add a lot to the base pay.',
    relatedCareers: ['business-development-associate', 'sales-associate', 'trade-marketing-specialist'],
    relatedVideos: ['cuddy-body-language', 'st-john-8-secrets'],
  },
  {
    slug: 'business-development-associate',
    title: 'Business Development Associate',
    category: 'sales',
    summary: 'Finds new partners, markets and deals for a company, often a start-up, and prepares the ground for sales.',
    dayInTheLife:
      'At a logistics start-up, you research online sellers in Davao who could use faster delivery. You send personalised messages, call two leads, and book a meeting. In the afternoon you prepare a partnership pitch for a cooperative and share market notes with the founders.',
    keyTasks: [
      'Research markets and potential partners',
      'Reach out to and qualify leads',
      'Prepare pitches and partnership proposals',
      'Support negotiations',
      'Track results and report to management',
    ],
    skills: {
      hard: ['Market research', 'Prospecting tools', 'Pitch decks', 'Spreadsheets'],
      soft: ['Initiative', 'Persuasion', 'Networking', 'Resilience'],
    },
    education: {
      shsStrands: ['ABM', 'STEM', 'HUMSS'],
      collegeCourses: ['BS Business Administration', 'BS Entrepreneurship', 'AB Economics', 'BS Management'],
      tesdaCertificates: [],
    },
    salary: pay(25000, 35000, 60000, 120000),
    outlook: 'Start-ups and expanding firms value people who open doors; the path leads to partnerships and general management.',
    relatedCareers: ['account-executive', 'market-research-analyst', 'business-analyst'],
    relatedVideos: ['smith-great-career', 'cuddy-body-language'],
  },
  {
    slug: 'real-estate-salesperson',
    title: 'Real Estate Salesperson',
    category: 'sales',
    summary: 'Helps families and investors buy, sell or rent homes and lots, under a licensed real estate broker.',
    dayInTheLife:
      'On a Saturday you tour an OFW couple’s relatives around a house-and-lot project in Cavite, explain payment terms and Pag-IBIG financing, and answer questions about the title. In the afternoon you post new listings online and follow up with buyers from last week’s open house.',
    keyTasks: [
      'Find and follow up buyers and renters',
      'Show properties and explain terms',
      'Help with financing and documents',
      'Market listings online and offline',
      'Work under a licensed broker and follow real estate rules',
    ],
    skills: {
      hard: ['Property and financing basics', 'Online marketing', 'Documentation', 'Negotiation'],
      soft: ['Trustworthiness', 'Persistence', 'People skills', 'Self-discipline'],
    },
    education: {
      shsStrands: ['ABM', 'GAS', 'HUMSS'],
      collegeCourses: ['BS Real Estate Management (needed for the broker licensure examination)', 'BS Business Administration'],
      tesdaCertificates: [],
    },
    salary: pay(15000, 25000, 40000, 100000),
    outlook:
      'Income is mostly commission and varies a lot; a real estate degree and the broker licence open a path to running your own brokerage.',
    relatedCareers: ['account-executive', 'sales-associate', 'interior-designer'],
    relatedVideos: ['treasure-speak', 'mcgonigal-stress'],
  },
];

/**
 * Every seed career: the first 44, then the fields students ask about most (nursing and allied
 * health, engineering, criminology, hospitality and tourism, maritime, teaching, agriculture and
 * the skilled trades), then more that students ask about (medicine, law, the armed forces, aviation,
 * BPO roles, seafarer ratings, trades Filipinos take abroad: careers-more.data.ts). New careers go at
 * the end; a slug once shipped is never renamed. Installations seeded before get the new careers on
 * their next start (seed-content.ts).
 */
export const SEED_CAREERS: SeedCareer[] = [...FIRST_CAREERS, ...FIELD_CAREERS, ...MORE_CAREERS];
