/**
 * The Holland code (RIASEC letters, strongest first) of every seed career, for interest-based
 * suggestions. Our reading of each career as described in the catalogue, guided by the interest
 * codes O*NET gives its nearest occupation; to be reviewed with a guidance counsellor. Kept apart
 * from the career records so either can change without touching the other.
 */
export const CAREER_INTEREST_CODES: Readonly<Record<string, string>> = {
  // Marketing & Branding
  'digital-marketing-specialist': 'EAC',
  'social-media-manager': 'AES',
  'content-writer': 'AEI',
  'seo-specialist': 'ECI',
  // Design
  'graphic-designer': 'AER',
  'ux-ui-designer': 'AIE',
  'interior-designer': 'AER',
  architect: 'AIR',
  // Community Development
  'community-development-officer': 'SEC',
  'social-worker': 'SIE',
  'public-school-teacher': 'SAE',
  'agricultural-extension-worker': 'SRI',
  // Data
  'data-analyst': 'ICE',
  'data-scientist': 'ICR',
  'data-engineer': 'ICR',
  'business-intelligence-analyst': 'ICE',
  // Brand Management
  'brand-manager': 'EAC',
  'brand-strategist': 'EAI',
  'product-marketing-manager': 'EAI',
  'trade-marketing-specialist': 'ECS',
  // Business
  accountant: 'CEI',
  'human-resources-specialist': 'ESC',
  'business-analyst': 'IEC',
  bookkeeper: 'CE',
  // Operations
  'customer-service-representative': 'CSE',
  'supply-chain-analyst': 'CEI',
  'project-manager': 'ECS',
  'it-support-specialist': 'RIC',
  // Multimedia
  'video-editor': 'ARE',
  animator: 'ARI',
  photographer: 'ARE',
  'motion-graphics-designer': 'ARI',
  // Research
  'market-research-analyst': 'IEC',
  'research-assistant': 'ICS',
  'ux-researcher': 'ISA',
  'science-research-specialist': 'IRC',
  // Math & Logic
  'software-developer': 'ICR',
  'actuarial-analyst': 'CIE',
  statistician: 'IC',
  'cybersecurity-analyst': 'CIR',
  // Sales
  'sales-associate': 'ECS',
  'account-executive': 'ESC',
  'business-development-associate': 'ESI',
  'real-estate-salesperson': 'ESC',

  // Careers of the fields added to the catalogue (nursing, engineering, public safety, hospitality,
  // maritime, teaching, agriculture, trades): a code here without its career is simply unused.
  'registered-nurse': 'SIC',
  'medical-technologist': 'IRC',
  pharmacist: 'ICS',
  'physical-therapist': 'SIR',
  midwife: 'SIR',
  caregiver: 'SRC',
  'civil-engineer': 'RIC',
  'electrical-engineer': 'IRC',
  'mechanical-engineer': 'RIC',
  'electronics-engineer': 'IRC',
  'industrial-engineer': 'ICE',
  'police-officer': 'RES',
  'jail-officer': 'RSC',
  'cook-chef': 'RAE',
  'hotel-front-desk-agent': 'CSE',
  'housekeeping-attendant': 'RC',
  'travel-consultant': 'ECS',
  'flight-attendant': 'SEC',
  'deck-officer': 'REC',
  'marine-engineer': 'RIC',
  'special-education-teacher': 'SAI',
  'tvl-teacher-trainer': 'SRE',
  'farm-manager': 'REI',
  'fisheries-technologist': 'RIC',
  'agricultural-biosystems-engineer': 'IRC',
  electrician: 'RIC',
  welder: 'RCI',
  'automotive-technician': 'RIC',
  plumber: 'RCI',
  'aircon-technician': 'RIC',
};
