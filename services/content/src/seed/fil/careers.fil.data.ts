import type { CareerFil } from './fil-types';

/** Filipino versions of the seeded careers, by the English record's slug (see fil-types.ts). */
export const CAREERS_FIL: Readonly<Record<string, CareerFil>> = {
  'digital-marketing-specialist': {
    title: 'Digital Marketing Specialist',
    summary:
      'Nagpaplano at nagpapatakbo ng mga online campaign (ads, e-mail, social media, search) na nagdadala ng customer sa isang negosyo, at sinusukat kung alin ang epektibo.',
    dayInTheLife:
      'Sisimulan mo ang araw sa pag-check ng resulta ng mga ad kahapon para sa online store ng isang client: aling Facebook at Google ads ang nakabenta, at alin ang gumastos lang ng budget. Bandang alas-diyes, ibi-brief mo ang designer sa mga bagong visual para sa isang payday sale, saka ka magse-set up ng e-mail campaign. Pagkatapos ng tanghalian, kakausapin mo ang sales team para pagkasunduan ang mga promo sa susunod na buwan, at tatapusin mo ang araw sa pag-adjust ng mga budget at pagsulat ng maikling report.',
    keyTasks: [
      'Magplano ng mga campaign sa social media, search, e-mail at mga marketplace',
      'Mag-set up at mag-optimise ng mga paid ad ayon sa budget',
      'I-track ang mga resulta sa analytics tools at i-report ang mga ito sa simpleng salita',
      'Makipagtulungan sa mga designer at writer para sa content ng campaign',
      'Subukan ang iba’t ibang offer, headline at audience para gumanda ang resulta',
    ],
    skills: {
      hard: ['Meta at Google Ads', 'Web analytics', 'Mga e-mail marketing tool', 'Basic na copywriting', 'Spreadsheets'],
      soft: ['Pagiging mausisa', 'Komunikasyon', 'Madaling makibagay', 'Pagiging metikuloso'],
    },
    outlook:
      'Patuloy na tumataas ang demand habang dumarami ang mga negosyong Pilipino na nagbebenta online; maraming role ang remote o hybrid, at may mga freelancer na may mga client sa abroad.',
  },
  'social-media-manager': {
    title: 'Social Media Manager',
    summary:
      'Hawak ang mga social media page ng isang brand: nagpaplano ng mga post, nagpapalago ng community, sumasagot sa mga comment at sinusubaybayan kung ano ang pinapansin ng mga tao.',
    dayInTheLife:
      'Nagsisimula ang umaga mo sa content calendar: may TikTok video na ipo-post ngayon at Facebook live na ihahanda. Sasagutin mo ang mga comment at message, ipapasa mo sa service team ang reklamo ng isang customer, at ibi-brief mo ang isang creator para sa isang collab. Sa hapon, titingnan mo ang mga numero noong nakaraang linggo at magpaplano ng mga post para sa paparating na holiday.',
    keyTasks: [
      'Magplano at mag-schedule ng mga post sa isang content calendar',
      'Magsulat ng mga caption at mag-brief sa mga designer at video editor',
      'Mag-moderate ng mga comment at sumagot sa mga message gamit ang boses ng brand',
      'Makipagtulungan sa mga influencer at content creator',
      'I-report ang reach, engagement at paglago bawat linggo',
    ],
    skills: {
      hard: [
        'Mga social media platform at ang mga tool nila',
        'Mga content scheduling tool',
        'Basic na photo at video editing',
        'Social analytics',
      ],
      soft: ['Pagkamalikhain', 'Mahusay na pagpapasya', 'Pagsusulat sa Filipino at English', 'Kalmado kahit may pressure'],
    },
    outlook:
      'Kailangan ng bawat brand, school at NGO ang presensya sa social media; madalas lumilipat ang mga may karanasang manager sa digital o brand strategy.',
  },
  'content-writer': {
    title: 'Content Writer / Copywriter',
    summary:
      'Sumusulat ng mga salitang nagbebenta at nagpapaliwanag: website pages, ads, product descriptions, blog articles, scripts at e-mails.',
    dayInTheLife:
      'Bubuksan mo ang brief para sa bagong savings account ng isang bangko at gagawa ka ng tatlong draft ng headline. Pagkatapos ng review kasama ang creative director, pakikinisin mo ang napili, saka ka lilipat sa isang blog article tungkol sa pagba-budget para sa mga first-time na kumikita. Mamaya, titingnan ninyo ng editor ang isang video script at aayusin mo ang mga caption bago ang call sa client.',
    keyTasks: [
      'Magsulat ng copy para sa ads, websites, e-mails at social media',
      'Mag-research tungkol sa paksa at audience bago magsulat',
      'I-adjust ang tono para sa iba’t ibang brand at mambabasa',
      'Mag-edit at mag-proofread ng sarili at ng iba pang gawa',
      'Makipagtulungan sa mga designer, editor at client sa mga revision',
    ],
    skills: {
      hard: ['Malinaw na pagsulat sa English at Filipino', 'Basics ng SEO writing', 'Research', 'Editing at proofreading'],
      soft: ['Malasakit sa mambabasa', 'Bukas sa feedback', 'Time management', 'Pagiging mausisa'],
    },
    outlook:
      'Maraming writing work dito at sa abroad (maraming writer ang nagfi-freelance para sa mga overseas client); mas malaki ang kita ng mga writer na marunong din sa SEO at analytics.',
  },
  'seo-specialist': {
    title: 'SEO Specialist',
    summary:
      'Tinutulungang lumabas nang mas mataas sa search results ang mga website sa pamamagitan ng pagpapaganda ng content, istruktura at mga link nila, at sinusubaybayan ang traffic na dumarating.',
    dayInTheLife:
      'Magsisimula ka sa ranking report ng isang e-commerce client at mapapansin mong bumaba ang isang mahalagang product page. Iimbestigahan mo: may binagong page title at may mga link na nasira. Magsusulat ka ng mga rekomendasyon para sa developer, magre-research ng mga keyword para sa bagong category page, at ibi-brief ang isang writer sa plano ng isang article.',
    keyTasks: [
      'Alamin ang mga salitang sine-search ng mga tao',
      'I-audit ang mga website para sa mga problemang teknikal at sa content',
      'Magplano ng content at pagandahin ang mga dati nang page',
      'Bumuo ng ugnayan para makakuha ng link mula sa ibang site',
      'I-track ang rankings at traffic at ipaliwanag ang mga pagbabago',
    ],
    skills: {
      hard: ['Mga keyword research tool', 'Search Console at web analytics', 'Basics ng HTML', 'Spreadsheets'],
      soft: ['Analytical na pag-iisip', 'Pasensya', 'Malinaw na pagsulat', 'Tiyaga'],
    },
    outlook:
      'Tuloy-tuloy ang demand mula sa mga lokal na negosyo at overseas client; maraming SEO specialist ang nagre-remote work mula sa probinsya.',
  },
  'graphic-designer': {
    title: 'Graphic Designer',
    summary: 'Gumagawa ng mga visual na may mensahe: logo, poster, packaging, social media graphics, presentation at layout.',
    dayInTheLife:
      'Sisimulan mo sa brief para sa bagong menu board ng isang milk-tea shop. Magsi-sketch ka ng mga layout, pipili ng font at kulay na bagay sa brand, at magpapakita ng dalawang option bago magtanghali. Pagkatapos ng feedback, pagagandahin mo ang napili, saka ka maghahanda ng mga social media size ng isang campaign visual at magpapadala ng print-ready files sa printer.',
    keyTasks: [
      'Gawing visual concept at layout ang mga brief',
      'Magdisenyo para sa print at screen sa tamang format',
      'Panatilihing consistent ang gawa sa brand guidelines',
      'Magpresenta ng mga option at mag-revise ayon sa feedback',
      'Ihanda ang mga file para sa printer at developer',
    ],
    skills: {
      hard: ['Adobe Photoshop at Illustrator o Figma', 'Typography', 'Kulay at layout', 'Basics ng print production'],
      soft: ['Pagkamalikhain', 'Pakikinig sa client', 'Bukas sa feedback', 'Time management'],
    },
    outlook:
      'Kailangan sa mga agency, in-house team at printer, at karaniwang freelance na career; mas mahalaga ang matibay na portfolio kaysa diploma.',
  },
  'ux-ui-designer': {
    title: 'UX/UI Designer',
    summary: 'Nagdidisenyo kung paano gumagana at ano ang itsura ng mga app at website, para madaling magawa ng mga tao ang pakay nila.',
    dayInTheLife:
      'Stand-up kasama ang product team, saka mo papanoorin ang mga recording ng mga user na sumusubok ng bagong feature ng isang e-wallet: tatlo sa lima ang na-stuck sa iisang screen. Magsi-sketch ka ng mga alternatibo, gagawa ng clickable prototype sa Figma, at susubukan ito sa dalawang user sa hapon. Tatapusin mo ang araw sa pag-turnover ng specs sa mga developer.',
    keyTasks: [
      'Unawain ang mga user sa pamamagitan ng interview at testing',
      'I-map ang user flows at gumawa ng wireframes at prototypes',
      'Magdisenyo ng mga screen at component sa isang design system',
      'Subukan ang mga disenyo sa mga user at pagandahin ang mga ito',
      'Makipagtulungan nang malapit sa mga developer at product manager',
    ],
    skills: {
      hard: ['Figma', 'Prototyping', 'Usability testing', 'Basics ng accessibility', 'Design systems'],
      soft: ['Empathy', 'Pakikipagtulungan', 'Komunikasyon', 'Problem solving'],
    },
    outlook: 'Lumalago kasabay ng mga fintech, e-commerce at software company sa bansa, at ng remote work para sa mga overseas team.',
  },
  'interior-designer': {
    title: 'Interior Designer',
    summary:
      'Nagpaplano ng mga espasyong ligtas, kapaki-pakinabang at maganda, mula condo unit hanggang opisina at restaurant, at binabantayan ang fit-out nila.',
    dayInTheLife:
      'Kakausapin mo ang isang mag-asawa tungkol sa una nilang condo unit sa Pasig at susukatin mo ang espasyo. Pagbalik sa studio, gagawa ka ng draft ng floor plan, pipili ng mga finish na pasok sa budget nila, at maghahanda ng 3D view. Sa hapon, bibisitahin mo ang fit-out ng isang café para i-check kung tugma sa drawings mo ang gawa ng mga karpintero.',
    keyTasks: [
      'Kausapin ang mga client at unawain kung paano nila gagamitin ang espasyo',
      'Gumuhit ng floor plans, elevations at 3D views',
      'Pumili ng materyales, muwebles at ilaw ayon sa budget',
      'Makipag-coordinate sa mga contractor at supplier',
      'I-check ang trabaho sa site',
    ],
    skills: {
      hard: ['AutoCAD at SketchUp', 'Space planning', 'Materyales at finishes', 'Cost estimates'],
      soft: ['Pakikinig', 'Negosasyon', 'Pagiging organisado', 'Pagkamalikhain'],
    },
    outlook:
      'Nakatali sa construction at real estate; puwedeng magbukas ng sariling practice ang mga lisensyadong designer na may portfolio.',
  },
  architect: {
    title: 'Arkitekto',
    summary:
      'Nagdidisenyo ng mga gusali at ng mga espasyo sa paligid nito, at ginagabayan ang mga ito mula sa unang sketch hanggang sa construction.',
    dayInTheLife:
      'Rerepasuhin mo ang mga structural comment sa isang tatlong-palapag na school building, ire-revise ang drawings, at tatawagan ang engineer para pagkasunduan ang laki ng mga column. Pagkatapos ng tanghalian, ipe-present mo sa video call ang disenyo ng bahay para sa isang pamilya sa Batangas, saka mo iche-check ang mga requirement sa permit kasama ang local building official.',
    keyTasks: [
      'Bumuo ng disenyo batay sa pangangailangan ng client, sa site at sa budget',
      'Maghanda ng drawings at dokumento para sa permit at construction',
      'Makipag-coordinate sa mga engineer at consultant',
      'Sundin ang building code at ang batas sa accessibility',
      'Inspeksyunin ang construction work',
    ],
    skills: {
      hard: ['AutoCAD, Revit o SketchUp', 'Building codes', 'Mga paraan ng construction', 'Design presentation'],
      soft: ['Bisyon', 'Komunikasyon', 'Pasensya', 'Pamumuno'],
    },
    outlook:
      'Dahil sa pangangailangan sa infrastructure at pabahay, steady ang demand; puwedeng mag-practice nang independent ang mga lisensyadong arkitekto.',
  },
  'community-development-officer': {
    title: 'Community Development Officer',
    summary:
      'Katuwang ng mga komunidad sa pagpaplano at pagpapatakbo ng mga programa (kabuhayan, kalusugan, edukasyon, disaster preparedness) na kaya nilang ipagpatuloy.',
    dayInTheLife:
      'Bibiyahe ka sa isang barangay sa tabing-dagat para kausapin ang isang samahan ng mga mangingisda tungkol sa livelihood project nila. Ikaw ang magfa-facilitate ng meeting, magtatala ng mga alalahanin nila, at bibisita sa dalawang sambahayan. Pagbalik sa opisina, ia-update mo ang project report para sa funder at pagpaplanuhan ang training sa susunod na linggo kasama ang barangay council.',
    keyTasks: [
      'Mag-organisa at mag-facilitate ng mga community meeting',
      'Alamin ang mga pangangailangan kasama ang komunidad at lokal na pamahalaan',
      'Magplano, magpatakbo at mag-monitor ng mga programa',
      'Magsulat ng mga report at proposal para sa mga partner at donor',
      'Bumuo ng ugnayan sa mga lider at grupo',
    ],
    skills: {
      hard: ['Facilitation', 'Project monitoring', 'Pagsulat ng report at proposal', 'Basic na pangangalap ng data'],
      soft: ['Empathy', 'Pasensya', 'Paggalang sa lokal na kultura', 'Katatagan'],
    },
    outlook:
      'Kumukuha ng mga community worker ang mga NGO, foundation, lokal na pamahalaan at CSR team ng mga kumpanya; puwedeng humantong ang karanasan sa programme management.',
  },
  'social-worker': {
    title: 'Social Worker',
    summary:
      'Tinutulungan ang mga indibidwal, pamilya at komunidad na harapin ang mga problema gaya ng kahirapan, pang-aabuso, kapansanan o sakuna, at ikinokonekta sila sa mga serbisyo.',
    dayInTheLife:
      'Sa city social welfare office, iinterbyuhin mo ang isang nanay na humihingi ng tulong, aalamin ang pangangailangan ng pamilya niya, at susulat ng case study. Makikipag-coordinate ka sa isang shelter tungkol sa isang batang kailangang protektahan, saka sasama sa isang home visit sa hapon at itatala ang lahat sa case file.',
    keyTasks: [
      'Alamin ang sitwasyon at pangangailangan ng mga client',
      'Mag-manage ng mga kaso at i-refer ang mga client sa mga serbisyo',
      'Magpatakbo ng group sessions at community programmes',
      'Magsulat ng mga case study at report',
      'Protektahan ang karapatan at privacy ng mga client',
    ],
    skills: {
      hard: ['Case management', 'Pag-iinterview', 'Pagsulat ng report', 'Kaalaman sa mga batas sa social welfare'],
      soft: ['Empathy', 'Katatagan', 'Pag-iingat sa kumpidensyal na impormasyon', 'Mahusay na pagpapasya'],
    },
    outlook: 'Kailangan ang mga registered social worker sa mga lokal na pamahalaan, DSWD, ospital, school at NGO, at pati sa abroad.',
  },
  'public-school-teacher': {
    title: 'Guro sa Pampublikong Paaralan',
    summary:
      'Nagtuturo at gumagabay sa mga learner sa mga paaralan ng DepEd, mula kindergarten hanggang senior high, at nakikipagtulungan sa mga pamilya at komunidad.',
    dayInTheLife:
      'Nagsisimula ang araw mo nang 7:00 sa flag ceremony. Magtuturo ka sa tatlong section ng Grade 8 Science, at tinitiyak mong naiintindihan nila habang nagtuturo. Sa vacant period mo, maghahanda ka ng lesson plan at magche-check ng mga quiz. Pagkatapos ng klase, kakausapin mo ang isang magulang tungkol sa attendance ng anak niya at ia-update ang mga record ng mga learner.',
    keyTasks: [
      'Magplano at magturo ng mga aralin na naaayon sa curriculum',
      'Sukatin ang natutunan at magbigay ng feedback',
      'Pamahalaan ang klase at gabayan ang mga learner',
      'Mag-ingat ng mga record at magsulat ng mga report',
      'Makipagtulungan sa mga magulang at komunidad',
    ],
    skills: {
      hard: ['Lesson planning', 'Kaalaman sa subject', 'Paggawa ng assessment', 'Teknolohiya sa classroom'],
      soft: ['Pasensya', 'Komunikasyon', 'Pagkamalikhain', 'Malasakit sa mga learner'],
    },
    outlook:
      'Libu-libong guro ang kinukuha ng DepEd bawat taon; pagkapasa sa licensure examination, ang promotion ay mula Teacher I hanggang Master Teacher at school head.',
  },
  'agricultural-extension-worker': {
    title: 'Agricultural Extension Worker',
    summary:
      'Dinadala sa mga magsasaka ang kaalaman sa pagsasaka: mas magagandang binhi at pamamaraan, mga programa ng gobyerno, at tulong pagkatapos ng bagyo at tagtuyot.',
    dayInTheLife:
      'Pupunta ka sa mga palayan sa munisipyo ninyo para i-check kasama ng mga magsasaka ang pag-atake ng peste. Ituturo mo sa kanila kung paano bantayan ang mga bukid, itatala ang pinsala para sa municipal agriculturist, at ire-register ang dalawang magsasaka sa isang seed programme. Sa hapon, magpapatakbo ka ng session ng farmer field school tungkol sa kalusugan ng lupa.',
    keyTasks: [
      'Bumisita sa mga bukid at magpayo sa mga magsasaka',
      'Magpatakbo ng mga training at farmer field school',
      'I-register ang mga magsasaka sa mga programa at tulong',
      'I-report ang kalagayan ng mga pananim at ang pinsala',
      'Ipakita ang mga bagong teknolohiya at pamamaraan',
    ],
    skills: {
      hard: ['Crop production', 'Pamamahala ng peste at lupa', 'Pagbibigay ng training', 'Record keeping'],
      soft: ['Pasensya', 'Paggalang sa karanasan ng mga magsasaka', 'Pakikipag-usap sa lokal na wika', 'Pagiging maparaan'],
    },
    outlook:
      'Kailangan ng mga lokal na pamahalaan at ng Department of Agriculture ang mga extension worker, at dahil sa climate adaptation, nananatiling mahalaga ang role na ito.',
  },
  'data-analyst': {
    title: 'Data Analyst',
    summary:
      'Ginagawang sagot ang raw data: nililinis ito, sinusuri, at ipinapaliwanag kung ano ang ibig sabihin nito para sa mga desisyon sa pamamagitan ng mga report at dashboard.',
    dayInTheLife:
      'Nagtanong ang marketing team ng isang retail chain kung bakit bumaba ang benta sa mga store sa Visayas. Kukunin mo ang sales data gamit ang SQL, lilinisin sa spreadsheet, at matutuklasan mong dalawang store ang nagsara para sa renovation. Gagawa ka ng chart, susulat ng maikling paliwanag, at ia-update ang weekly dashboard bago ang call kasama ang team.',
    keyTasks: [
      'Mangalap at maglinis ng data mula sa iba’t ibang source',
      'Suriin ang data para sagutin ang mga tanong ng negosyo',
      'Gumawa ng mga dashboard at report',
      'Ipaliwanag ang mga natuklasan sa mga taong hindi analyst',
      'I-check ang kalidad ng data',
    ],
    skills: {
      hard: ['SQL', 'Excel o Google Sheets', 'Power BI o Tableau', 'Basic na statistics', 'Python (makakatulong)'],
      soft: ['Pagiging mausisa', 'Malinaw na komunikasyon', 'Pagiging metikuloso', 'Business sense'],
    },
    outlook: 'Isa sa pinakamabilis lumagong role sa mga bangko, BPO, retail at gobyerno; karaniwang unang hakbang papunta sa data science.',
  },
  'data-scientist': {
    title: 'Data Scientist',
    summary:
      'Bumubuo ng mga statistical at machine-learning model na nanghuhula at nagpapaliwanag, gaya ng kung aling customer ang baka umalis o aling loan ang delikado.',
    dayInTheLife:
      'Rerepasuhin mo ang isang model na nanghuhula kung aling mga user ng e-wallet ang baka tumigil sa paggamit ng app. Susubukan mo ang mga bagong feature mula sa transaction data, ikukumpara ang mga resulta, at pag-uusapan ninyo ng product manager kung ano ang kaya at hindi kayang sabihin ng model. Sa hapon, isusulat mo ang mga natuklasan at pagpaplanuhan kung paano patatakbuhin ng mga engineer ang model araw-araw.',
    keyTasks: [
      'Gawing data question ang mga problema ng negosyo',
      'Suriin ang data at bumuo ng mga feature',
      'Bumuo, mag-test at magpaliwanag ng mga predictive model',
      'Makipagtulungan sa mga engineer para magamit ang mga model',
      'Bantayan ang mga model para sa drift at fairness',
    ],
    skills: {
      hard: ['Python o R', 'Statistics at machine learning', 'SQL', 'Data visualisation'],
      soft: ['Kritikal na pag-iisip', 'Pagkukuwento gamit ang data', 'Etika', 'Pakikipagtulungan'],
    },
    outlook:
      'Kumukuha ng mga data scientist ang mga bangko, telco, e-commerce at analytics firm; marami ring nagre-remote work para sa mga kumpanya sa abroad.',
  },
  'data-engineer': {
    title: 'Data Engineer',
    summary:
      'Bumubuo ng mga pipeline at database na nangangalap, naglilinis at naghahatid ng data sa mga analyst, dashboard at application.',
    dayInTheLife:
      'Pumalya ang isang overnight job na naglo-load ng sales data. Babasahin mo ang logs, aayusin ang nagbagong file format, at patatakbuhin ulit ito. Pagkatapos, magtatrabaho ka sa bagong pipeline na magdadala ng app events sa data warehouse, magre-review ng code ng kateam mo, at kakausapin ang mga analyst para maintindihan ang mga table na kailangan nila.',
    keyTasks: [
      'Magdisenyo at bumuo ng mga data pipeline',
      'Mag-model ng data sa mga warehouse at lake',
      'Bantayan ang mga job at ayusin ang mga pumalya',
      'Gawing secure at maayos ang dokumentasyon ng data',
      'Suportahan ang mga analyst at data scientist',
    ],
    skills: {
      hard: ['SQL', 'Python', 'Cloud data services', 'Data modelling', 'Workflow schedulers'],
      soft: ['Problem solving', 'Pagiging maaasahan', 'Teamwork', 'Ugali ng pagdodokumento'],
    },
    outlook:
      'Mataas ang demand habang inililipat ng mga kumpanya ang data nila sa cloud; kabilang sa pinakamalalaki ang sahod sa tech ang mga may karanasang data engineer.',
  },
  'business-intelligence-analyst': {
    title: 'Business Intelligence Analyst',
    summary:
      'Gumagawa ng mga dashboard at report na ginagamit ng mga manager araw-araw, at tinitiyak na pare-pareho ang pagbasa ng lahat sa parehong mga numero.',
    dayInTheLife:
      'Kakausapin mo ang operations head ng isang logistics company na gustong makita tuwing umaga ang mga late delivery bawat rehiyon. Ide-define ninyo ang metric, gagawa ka ng data model at Power BI dashboard, at susubukan ito kasama ang dalawang supervisor. Mamaya, aayusin mo ang isang report kung saan magkaiba ang pagbilang ng dalawang team sa mga order.',
    keyTasks: [
      'Alamin ang pangangailangan ng mga manager sa reporting',
      'Mag-define ng mga metric at panatilihing consistent ang mga ito',
      'Gumawa at mag-maintain ng mga dashboard',
      'I-automate ang mga paulit-ulit na report',
      'Turuan ang mga user na basahin at gamitin ang mga dashboard',
    ],
    skills: {
      hard: ['Power BI o Tableau', 'SQL', 'Data modelling', 'Excel'],
      soft: ['Pakikinig', 'Linaw sa pagpapaliwanag', 'Pasensya', 'Business sense'],
    },
    outlook: 'Kailangan saanman nakabatay sa report ang mga desisyon: shared-services centres, bangko, retail at manufacturing.',
  },
  'brand-manager': {
    title: 'Brand Manager',
    summary:
      'Hawak ang isang product brand, gaya ng snack, shampoo o inumin: ang imahe nito, ang mga launch nito at ang paglago nito, kasama ang buong kumpanya.',
    dayInTheLife:
      'Rerepasuhin mo ang sell-out data ng snack brand mo sa mga sari-sari store, saka kakausapin ang agency tungkol sa bagong TV at digital campaign. Pagkatapos ng tanghalian, makikipagtulungan ka sa R&D para sa bagong flavour, iche-check ang costs kasama ang finance, at maghahanda ng plano para sa trade promo ng sales team sa susunod na quarter.',
    keyTasks: [
      'Itakda ang plano, budget at target ng brand',
      'Pangunahan ang mga campaign kasama ang mga agency',
      'Mag-launch ng mga bagong produkto at packaging',
      'Pag-aralan ang mga consumer, kakumpitensya at market data',
      'Makipagtulungan sa sales, supply chain, finance at R&D',
    ],
    skills: {
      hard: ['Marketing planning', 'Consumer research', 'Budget management', 'Pagsusuri ng market data'],
      soft: ['Pamumuno', 'Strategic na pag-iisip', 'Nakakaimpluwensya kahit walang posisyon', 'Pagkamalikhain'],
    },
    outlook:
      'Kumukuha ang mga consumer-goods company ng mga fresh graduate bilang assistant brand manager; papunta ang landas na ito sa mga marketing director role.',
  },
  'brand-strategist': {
    title: 'Brand Strategist',
    summary:
      'Inaalam kung ano ang dapat paninindigan ng isang brand at paano ito dapat magsalita, batay sa research tungkol sa mga tao, kultura at kakumpitensya.',
    dayInTheLife:
      'Sa isang agency, magpapatakbo ka ng workshop kasama ang mga founder ng isang lokal na coffee chain tungkol sa kung sino ang mga customer nila. Rerepasuhin mo ang interview notes at social listening data, saka gagawa ng draft ng positioning statement. Sa hapon, ibi-brief mo ang creative team sa insight sa likod ng susunod na campaign.',
    keyTasks: [
      'Mag-research tungkol sa audience, kultura at kakumpitensya',
      'I-define ang positioning, personalidad at mensahe ng brand',
      'Magsulat ng mga creative brief',
      'Magpatakbo ng mga workshop kasama ang mga client',
      'I-check kung tugma ang mga campaign sa strategy',
    ],
    skills: {
      hard: ['Qualitative research', 'Brand frameworks', 'Presentation', 'Mga social listening tool'],
      soft: ['Interes sa mga tao', 'Storytelling', 'Kritikal na pag-iisip', 'Facilitation'],
    },
    outlook:
      'Pinahahalagahan ng mga agency at in-house team ang mga strategist na pinagsasama ang research at pagkamalikhain; papunta ang senior path sa strategy director.',
  },
  'product-marketing-manager': {
    title: 'Product Marketing Manager',
    summary:
      'Dinadala sa merkado ang isang produkto, kadalasan app o software: para kanino ito, paano ito ilalarawan at pepresyuhan, at paano ito ila-launch.',
    dayInTheLife:
      'Maglo-launch ang isang fintech app ng feature na “save for tuition”. Ifa-finalise mo ang launch messages kasama ang product team, maghahanda ng maikling gabay para sa customer support, rerepasuhin ang mga screenshot sa app store, at iche-check ang mga launch ad. Mamaya, iinterbyuhin mo ang mga user kung bakit nila pinili ang app.',
    keyTasks: [
      'I-define ang target users at positioning',
      'Magplano at magpatakbo ng mga product launch',
      'Gumawa ng mga materyales para sa sales at support',
      'Mangalap ng feedback mula sa mga customer at merkado',
      'I-track ang paggamit ng produkto pagkatapos ng launch',
    ],
    skills: {
      hard: ['Go-to-market planning', 'Market research', 'Product analytics', 'Presentation'],
      soft: ['Pakikipagtulungan', 'Malinaw na pagsulat', 'Malasakit sa mga user', 'Pag-una sa mahalaga'],
    },
    outlook: 'Lumalago kasabay ng mga lokal na tech company at mga global software firm na may team sa Manila, Cebu at Davao.',
  },
  'trade-marketing-specialist': {
    title: 'Trade Marketing Specialist',
    summary:
      'Pinapanalo ang brand kung saan ito ibinebenta: sa supermarket, botika at sari-sari store, sa pamamagitan ng display, promo at kasunduan sa mga tindahan.',
    dayInTheLife:
      'Bibisitahin mo ang dalawang supermarket para i-check kung naitayo ang display ng shampoo ninyo ayon sa napagkasunduan. Mali ang materyales na natanggap ng isang store, kaya tatawagan mo ang merchandising agency. Pagbalik sa opisina, pagpaplanuhan ninyo ng brand team ang isang promo pack para sa mga sari-sari store at tatantiyahin ang gastos kasama ang finance.',
    keyTasks: [
      'Magplano ng mga in-store promotion at display',
      'Makipagtulungan sa mga key account at distributor',
      'I-check ang execution sa mga tindahan',
      'I-track ang resulta at gastos ng mga promo',
      'Gawing programa sa tindahan ang mga plano ng brand',
    ],
    skills: {
      hard: ['Promo planning', 'Pagsusuri ng sales data', 'Budget tracking', 'Merchandising'],
      soft: ['Negosasyon', 'Sigla sa field work', 'Pagiging organisado', 'Problem solving'],
    },
    outlook:
      'Mahalaga sa mga consumer-goods company dahil karamihan ng mamimiling Pilipino ay bumibili sa tindahan; papunta ito sa brand at sales management.',
  },
  accountant: {
    title: 'Accountant',
    summary:
      'Pinapanatiling tama at napapanahon ang financial records ng isang organisasyon, naghahanda ng financial statements at buwis, at nagpapayo sa mga desisyon tungkol sa pera.',
    dayInTheLife:
      'Month-end closing na: magre-reconcile ka ng mga bank account, iche-check ang accruals at magpo-post ng adjusting entries. Pagkatapos ng tanghalian, rerepasuhin ninyo ng team mo ang mga BIR filing na due ngayong buwan at sasagutin mo ang mga tanong ng auditor. Tatapusin mo ang araw sa paghahanda ng maikling report tungkol sa mga gastos para sa finance manager.',
    keyTasks: [
      'Itala at repasuhin ang mga transaksyon',
      'Maghanda ng financial statements at reports',
      'Mag-file ng buwis at sumabay sa mga patakaran ng BIR',
      'Suportahan ang mga audit',
      'Suriin ang mga gastos at budget',
    ],
    skills: {
      hard: ['Financial accounting', 'Mga patakaran sa buwis sa Pilipinas', 'Accounting software', 'Excel'],
      soft: ['Integridad', 'Pagiging metikuloso', 'Disiplina sa deadline', 'Malinaw na komunikasyon'],
    },
    outlook:
      'Kailangan ang mga CPA sa mga audit firm, kumpanya, gobyerno at shared-services centre; nagbubukas ang karanasan ng mga finance management role.',
  },
  'human-resources-specialist': {
    title: 'Human Resources Specialist',
    summary:
      'Tinutulungan ang isang organisasyon na humanap, manatili at lumago ang mga tao nito: hiring, onboarding, sahod at benepisyo, training at employee relations.',
    dayInTheLife:
      'Magsi-screen ka ng mga aplikante para sa isang customer service role, magse-schedule ng mga interview, at mag-o-onboard ng limang bagong empleyado kasama ang mga dokumento nila sa SSS, PhilHealth at Pag-IBIG. Pagkatapos ng tanghalian, tutulungan mo ang isang supervisor na harapin nang patas ang isang isyu sa attendance at pagpaplanuhan ang training sa susunod na buwan.',
    keyTasks: [
      'Mag-recruit at mag-onboard ng mga empleyado',
      'Asikasuhin ang mga record, benepisyo at kontribusyon sa gobyerno',
      'Suportahan ang mga manager sa employee relations',
      'Mag-organisa ng mga training at engagement programme',
      'Sundin ang Labor Code at mga patakaran ng kumpanya',
    ],
    skills: {
      hard: ['Recruitment', 'Basics ng Labor Code', 'HR information systems', 'Pag-iinterview'],
      soft: ['Empathy', 'Pagiging patas', 'Pag-iingat sa kumpidensyal na impormasyon', 'Komunikasyon'],
    },
    outlook: 'Kailangan ng HR ng bawat lumalagong kumpanya; maramihang kumukuha ng mga recruiter ang mga BPO at shared-services centre.',
  },
  'business-analyst': {
    title: 'Business Analyst',
    summary:
      'Inaalam kung ano talaga ang kailangan ng isang negosyo, gaya ng mas maayos na proseso o bagong system, at inilalarawan ito para mabuo ng mga team.',
    dayInTheLife:
      'Gustong paikliin ng isang bangko ang pag-apruba ng loan. Iinterbyuhin mo ang mga loan officer, ima-map ang kasalukuyang proseso nang hakbang-hakbang, at matutuklasan mong tatlong hand-off ang sanhi ng karamihan ng delay. Magsusulat ka ng requirements para sa bagong workflow, rerepasuhin ito kasama ang IT, at maghahanda ng test scenarios para sa susunod na sprint.',
    keyTasks: [
      'Interbyuhin ang mga stakeholder at idokumento ang mga pangangailangan',
      'I-map at pagandahin ang mga proseso',
      'Magsulat ng requirements at user stories',
      'Suportahan ang testing at roll-out',
      'Sukatin ang resulta pagkatapos ng mga pagbabago',
    ],
    skills: {
      hard: ['Process mapping', 'Pagsulat ng requirements', 'Basics ng Excel at SQL', 'Agile practices'],
      soft: ['Pakikinig', 'Maayos at organisadong pag-iisip', 'Diplomasya', 'Malinaw na pagsulat'],
    },
    outlook:
      'Kumukuha ang mga bangko, telco, consulting firm at software company ng mga analyst na nagdudugtong sa negosyo at teknolohiya.',
  },
  bookkeeper: {
    title: 'Bookkeeper',
    summary:
      'Itinatala ang araw-araw na pera ng isang negosyo (benta, binili, payroll, resibo) para handa ang mga libro nito para sa accountant at sa BIR.',
    dayInTheLife:
      'Tatlong maliit na negosyo ang hawak mo: isang bakery, isang hardware store at isang clinic. Sa umaga, ie-encode mo ang benta at mga resibo ng bakery, saka ire-reconcile ang bank statement ng hardware store. Pagkatapos ng tanghalian, ihahanda mo ang payroll ng clinic at padadalhan ang accountant ng summary para sa buwanang tax filing.',
    keyTasks: [
      'Itala ang benta, mga binili at mga gastos',
      'I-reconcile ang mga bank at cash account',
      'Ihanda ang payroll',
      'Panatilihing maayos ang mga resibo at libro para sa BIR',
      'Magpadala ng summary sa accountant o may-ari',
    ],
    skills: {
      hard: ['Bookkeeping', 'Accounting software o spreadsheets', 'Basics ng payroll', 'Filing systems'],
      soft: ['Katapatan', 'Katumpakan', 'Pagiging organisado', 'Pagiging maaasahan'],
    },
    outlook:
      'Kailangan ng mga micro at small business, na karamihan ng negosyo sa Pilipinas, ang mga bookkeeper; marami ang nagfi-freelance para sa ilang client at sa mga overseas firm.',
  },
  'customer-service-representative': {
    title: 'Customer Service Representative',
    summary:
      'Tumutulong sa mga customer sa phone, chat o e-mail, kadalasan sa isang BPO para sa mga kumpanya dito sa Pilipinas at sa abroad, sa paglutas ng problema at pagsagot sa mga tanong.',
    dayInTheLife:
      'Magla-log in ka para sa night shift na nagsisilbi sa mga customer ng isang US telecom. Sa pagitan ng mga call, ia-update mo ang notes sa system, at susundin mo ang proseso para ayusin ang isang billing error. Ico-coach ka ng team lead mo sa isang mahirap na call, at sa dulo ng shift, iche-check mo ang quality scores mo.',
    keyTasks: [
      'Sumagot sa mga call, chat at e-mail',
      'Lutasin ang mga problema gamit ang mga tool at proseso ng kumpanya',
      'Itala nang tama ang bawat interaksyon',
      'I-escalate ang mga komplikadong kaso',
      'Abutin ang mga target sa quality at oras',
    ],
    skills: {
      hard: ['Husay sa English (at iba pang wika)', 'Typing at CRM tools', 'Kaalaman sa produkto', 'Troubleshooting'],
      soft: ['Pasensya', 'Empathy', 'Pagiging mahinahon', 'Aktibong pakikinig'],
    },
    outlook:
      'Isa ang IT-BPM industry sa pinakamalalaking employer sa bansa; umaakyat ang mahuhusay na agent sa team lead, quality, training at workforce roles.',
  },
  'supply-chain-analyst': {
    title: 'Supply Chain Analyst',
    summary:
      'Pinapanatiling tuloy-tuloy ang daloy ng mga produkto mula supplier papuntang warehouse at tindahan sa tamang gastos, sa pamamagitan ng pag-forecast ng demand at pagpaplano ng stock at delivery.',
    dayInTheLife:
      'May inaasahang bagyo sa Bicol, kaya iche-check mo ang stock ng bottled water at de-lata sa mga warehouse sa rehiyon. Ia-update mo ang forecast, hihilingin sa mga supplier na agahan ang delivery, at pagpaplanuhan ang mga truck kasama ang logistics. Sa hapon, ipe-present mo ang weekly stock report sa operations manager.',
    keyTasks: [
      'Mag-forecast ng demand at magplano ng stock levels',
      'I-track ang mga order, delivery at stock sa warehouse',
      'Hanapin ang sanhi ng mga kakulangan at delay',
      'Makipagtulungan sa mga supplier, warehouse at transport',
      'I-report ang mga gastos at service level',
    ],
    skills: {
      hard: ['Excel', 'ERP systems', 'Forecasting', 'Basics ng logistics'],
      soft: ['Problem solving', 'Koordinasyon', 'Kalmado kahit may pressure', 'Pagiging metikuloso'],
    },
    outlook: 'Kailangan ng e-commerce, manufacturing at retail ang supply chain skills sa isang kapuluang mahirap ang logistics.',
  },
  'project-manager': {
    title: 'Project Manager',
    summary:
      'Pinangungunahan ang isang proyekto, gaya ng bagong branch, system o event, mula plano hanggang matapos: saklaw, schedule, budget, mga tao at mga panganib.',
    dayInTheLife:
      'Magpapatakbo ka ng morning check-in kasama ang team na nagbubukas ng bagong branch ng clinic sa Iloilo. Dalawang araw nang late ang contractor, kaya ia-adjust mo ang schedule at aabisuhan ang may-ari. Pagkatapos ng tanghalian, ikukumpara mo ang mga gastos sa budget, ia-update ang listahan ng risks, at maghahanda ng status report para sa steering committee.',
    keyTasks: [
      'Planuhin ang saklaw, schedule at budget',
      'Pamunuan at i-coordinate ang team',
      'I-track ang progreso at i-manage ang mga risk',
      'Makipag-ugnayan sa mga sponsor at stakeholder',
      'Isara ang proyekto at itala ang mga aral na natutunan',
    ],
    skills: {
      hard: ['Planning at scheduling tools', 'Budgeting', 'Risk management', 'Agile o tradisyonal na pamamaraan'],
      soft: ['Pamumuno', 'Komunikasyon', 'Negosasyon', 'Pagiging mahinahon'],
    },
    outlook:
      'May mga proyekto sa bawat industriya; nakakatulong sa pag-angat ang karanasan bilang coordinator at ang isang project management certification.',
  },
  'it-support-specialist': {
    title: 'IT Support Specialist',
    summary: 'Pinapanatiling gumagana ang mga computer, network at account sa isang opisina, at tinutulungan ang mga tao kapag may nasira.',
    dayInTheLife:
      'Ang una mong ticket: offline ang printer sa third floor. Susunod, magse-set up ka ng laptop para sa dalawang bagong empleyado, magre-reset ng mga password, at mag-i-install ng mga update. Pagkatapos ng tanghalian, matutunton mo ang reklamo sa mabagal na internet sa isang sirang switch, papalitan mo ito, at isusulat ang ginawa mong ayos para sa team.',
    keyTasks: [
      'Sagutin ang mga help-desk ticket',
      'Mag-set up at mag-ayos ng mga computer at device',
      'I-manage ang mga user account at access',
      'Mag-maintain ng mga network at backup',
      'Idokumento ang mga ayos at turuan ang mga user',
    ],
    skills: {
      hard: ['Computer hardware at operating systems', 'Basics ng networking', 'Help-desk tools', 'Maayos na cybersecurity habits'],
      soft: ['Pasensya', 'Malinaw na pagpapaliwanag', 'Problem solving', 'Pusong handang magserbisyo'],
    },
    outlook:
      'Kailangan sa mga school, opisina, ospital at BPO; karaniwang daan ito papasok sa mga career sa network, systems at cybersecurity.',
  },
  'video-editor': {
    title: 'Video Editor',
    summary:
      'Ginagawang tapos na video (ads, vlogs, documentaries, social clips) ang raw footage, may kuwento, tamang bilis, tunog at graphics.',
    dayInTheLife:
      'Makakatanggap ka ng apat na oras na footage mula sa event ng isang brand. Ililista mo ang pinakamagagandang eksena, bubuo ng tatlong-minutong recap, lalagyan ng music at captions, at mag-e-export ng maiikling cut para sa TikTok at Reels. Pagkatapos ng mga comment ng client, ia-adjust mo ang kulay at ang ending, saka ia-archive ang project files.',
    keyTasks: [
      'Repasuhin at ayusin ang footage',
      'Mag-cut ng kuwento na may tamang pacing',
      'Maglagay ng music, sound, captions at graphics',
      'Mag-colour-correct at mag-export para sa bawat platform',
      'Mag-revise ayon sa feedback ng client',
    ],
    skills: {
      hard: ['Premiere Pro, DaVinci Resolve o CapCut', 'Audio editing', 'Colour correction', 'Basic na motion graphics'],
      soft: ['Storytelling', 'Pasensya', 'Pagtanggap ng feedback', 'Pag-abot sa deadline'],
    },
    outlook:
      'Short video ang nagpapatakbo ng marketing ngayon, kaya malakas ang demand mula sa mga brand, agency at creator; maraming editor ang nagfi-freelance para sa mga client sa abroad.',
  },
  animator: {
    title: 'Animator',
    summary: 'Binibigyang-buhay ang mga karakter at bagay sa 2D o 3D para sa cartoons, games, ads at explainer videos.',
    dayInTheLife:
      'Sa isang animation studio sa Manila na gumagawa ng series para sa overseas client, makakatanggap ka ng eksena mula sa storyboard. Ibo-block mo ang key poses, iche-check ito kasama ang lead animator, at aayusin ang timing. Sa hapon, aayusin mo ang mga note ng director at isusumite ang shot para i-review.',
    keyTasks: [
      'Mag-animate ng mga eksena mula sa storyboards at layouts',
      'Gumawa ng key poses at in-betweens',
      'Sundin ang style at ang mga note ng director',
      'Makipagtulungan sa mga rigger, modeller at compositor',
      'Abutin ang production schedule',
    ],
    skills: {
      hard: ['Toon Boom Harmony, Blender o Maya', 'Pagguhit', 'Principles of animation', 'Timing'],
      soft: ['Pagiging mapagmasid', 'Pasensya', 'Teamwork', 'Bukas sa puna'],
    },
    outlook:
      'Matagal nang nag-a-animate ang mga studio sa Pilipinas para sa mga international show, at dagdag na trabaho ang games at ads; matibay na reel ang susi para ma-hire.',
  },
  photographer: {
    title: 'Photographer',
    summary:
      'Kumukuha at nag-e-edit ng mga litrato para sa events, produkto, balita, fashion o real estate, kadalasan bilang freelancer na bumubuo ng sariling mga client.',
    dayInTheLife:
      'Umaga: product shoot ng mga bagong bag ng isang online store, naka-set up ang ilaw sa home studio mo. Hapon: ie-edit mo ang pinakamagagandang kuha at ide-deliver ang mga ito. Sa gabi, magsu-shoot ka ng isang debut sa Quezon City, iba-backup ang mga card mo pagsapit ng hatinggabi, at sasagutin ang dalawang booking inquiry.',
    keyTasks: [
      'Planuhin ang mga shoot kasama ang client',
      'Mag-ilaw, mag-compose at mag-shoot',
      'Mag-edit at mag-retouch ng mga litrato',
      'I-deliver ang mga file sa tamang format',
      'I-market ang gawa mo at i-manage ang mga booking',
    ],
    skills: {
      hard: ['Camera at lighting', 'Lightroom at Photoshop', 'Composition', 'File management'],
      soft: ['Galing makitungo sa tao', 'Business sense', 'Pagkamalikhain', 'Pagiging maaasahan'],
    },
    outlook:
      'Freelance ang karamihan ng photographer; nagbibigay ng tuloy-tuloy na trabaho ang events at e-commerce product photography sa mga marunong mag-market ng sarili.',
  },
  'motion-graphics-designer': {
    title: 'Motion Graphics Designer',
    summary: 'Nagdidisenyo ng gumagalaw na text, hugis at ilustrasyon para sa ads, explainers, title sequences at social media.',
    dayInTheLife:
      'Mag-a-animate ka ng 30-second na explainer para sa isang health campaign ng gobyerno: styleframe muna, saka ang motion sa After Effects. Humiling ang client ng mas malalaking caption para sa phone screen, kaya ia-adjust mo. Tatapusin mo ang araw sa paghahanda ng square at vertical na bersyon para sa social media.',
    keyTasks: [
      'Magdisenyo ng mga styleframe at storyboard',
      'Mag-animate ng graphics, type at ilustrasyon',
      'I-sync ang motion sa voice-over at music',
      'Mag-deliver ng mga bersyon para sa bawat platform',
      'Mag-ingat ng library ng mga reusable na asset',
    ],
    skills: {
      hard: ['After Effects', 'Illustrator', 'Typography', 'Basic na 3D (makakatulong)'],
      soft: ['Pagkamalikhain', 'Pagiging metikuloso', 'Time management', 'Pakikipagtulungan'],
    },
    outlook:
      'Dahil video-first na ang marketing, laging may trabaho ang mga motion designer sa mga agency, in-house team at freelance work para sa mga overseas client.',
  },
  'market-research-analyst': {
    title: 'Market Research Analyst',
    summary:
      'Pinag-aaralan kung ano ang iniisip at ginagawa ng mga consumer, sa pamamagitan ng survey, interview at data, para mas mahusay ang mga desisyon ng kumpanya sa produkto at marketing.',
    dayInTheLife:
      'Gagawa ka ng survey tungkol sa kung paano pumipili ng mobile data promo ang mga kabataang Pilipino, susubukan ito sa limang tao, at aayusin ang mga nakalilitong tanong. Pagkatapos ng tanghalian, susuriin mo ang mga focus group noong nakaraang buwan at isusulat ang mga pangunahing insight para sa isang telco client, kasama ang mga chart na agad magagamit ng marketing team.',
    keyTasks: [
      'Gumawa ng mga survey at discussion guide',
      'Magpatakbo o mag-supervise ng fieldwork',
      'Suriin ang quantitative at qualitative data',
      'Magsulat ng mga report at mag-present ng mga insight',
      'Panatilihing etikal ang research at pribado ang data ng mga respondent',
    ],
    skills: {
      hard: ['Survey design', 'Basics ng statistics', 'Excel o SPSS', 'Pagsulat ng report'],
      soft: ['Pagiging mausisa', 'Pagiging obhetibo', 'Presentation', 'Pagiging metikuloso'],
    },
    outlook: 'Kumukuha ng mga analyst ang mga research agency at consumer company; mamumukod-tangi ka kung may skills ka sa data analysis.',
  },
  'research-assistant': {
    title: 'Research Assistant',
    summary:
      'Sumusuporta sa mga pag-aaral sa mga unibersidad, think tank at NGO: nagre-review ng literatura, nangangalap at naglilinis ng data, at tumutulong sumulat ng mga report.',
    dayInTheLife:
      'Para sa isang university study tungkol sa learning poverty, gugugulin mo ang umaga sa pag-encode ng mga survey form mula sa mga school sa Samar at sa pag-check ng mga mali. Pagkatapos ng tanghalian, ibubuod mo ang limang journal article para sa lead researcher at ihahanda ang mga consent form para sa mga interview sa susunod na linggo.',
    keyTasks: [
      'Mag-review at magbuod ng literatura',
      'Mangalap ng data sa pamamagitan ng survey at interview',
      'Maglinis at mag-encode ng data',
      'Tumulong sa pagsusuri ng resulta at pagsulat ng report',
      'Sundin ang research ethics at mga patakaran sa data privacy',
    ],
    skills: {
      hard: ['Literature review', 'Pag-encode at paglilinis ng data', 'Basic na statistics', 'Academic writing'],
      soft: ['Sipag', 'Pagiging organisado', 'Integridad', 'Pagiging mausisa'],
    },
    outlook: 'Karaniwang unang trabaho ng mga graduate na papunta sa graduate school, policy work o research career.',
  },
  'ux-researcher': {
    title: 'UX Researcher',
    summary:
      'Inaalam kung paano talaga ginagamit ng mga tao ang mga app at serbisyo, sa pamamagitan ng interview, obserbasyon at testing, para tama ang idinidisenyo ng mga team.',
    dayInTheLife:
      'Iinterbyuhin mo ang tatlong jeepney driver tungkol sa kung paano nila ginagamit ang isang digital payment app, at itatala kung saan sila nag-aalangan. Pagkatapos ng tanghalian, pagsasama-samahin ninyo ng designer ang mga notes para makuha ang mga pangunahing natuklasan, saka mo pagpaplanuhan ang usability test ng bagong cash-in flow sa susunod na linggo.',
    keyTasks: [
      'Magplano ng mga research study kasama ang mga product team',
      'Interbyuhin at obserbahan ang mga user',
      'Magpatakbo ng mga usability test',
      'Gawing insight ang mga natuklasan',
      'Ibahagi ang mga resulta para kumilos ang mga team batay dito',
    ],
    skills: {
      hard: ['Pag-iinterview', 'Usability testing', 'Research synthesis', 'Survey design'],
      soft: ['Empathy', 'Neutral na pakikinig', 'Storytelling', 'Kakayahang makaimpluwensya'],
    },
    outlook:
      'Padami nang padami ang kumukuha ng researcher sa mga tech company at bangkong bumubuo ng digital services; nakakatulong ang portfolio ng mga case study.',
  },
  'science-research-specialist': {
    title: 'Science Research Specialist',
    summary:
      'Nagsasagawa ng scientific research sa laboratoryo ng gobyerno o unibersidad, gaya ng tungkol sa pananim, pagkain, materyales, kalusugan o kapaligiran.',
    dayInTheLife:
      'Sa isang government research institute, maghahanda ka ng mga sample ng bagong variety ng palay para sa testing, patatakbuhin ang mga instrumento, at itatala ang mga resulta. Pagkatapos ng tanghalian, susuriin mo ang data, pag-uusapan ninyo ng supervisor mo ang mga hindi inaasahang value, at gagawa ka ng draft ng isang bahagi ng technical report.',
    keyTasks: [
      'Magdisenyo at magsagawa ng mga eksperimento',
      'Gumamit at mag-maintain ng laboratory equipment',
      'Itala at suriin ang data',
      'Magsulat ng mga technical report at paper',
      'Sundin ang mga pamantayan sa kaligtasan at kalidad',
    ],
    skills: {
      hard: ['Laboratory methods', 'Data analysis', 'Scientific writing', 'Safety procedures'],
      soft: ['Pasensya', 'Katumpakan', 'Pagiging mausisa', 'Integridad'],
    },
    outlook:
      'Kumukuha ng mga scientist ang mga government research agency, state university at industry laboratory; may mga scholarship na sumusuporta sa graduate study.',
  },
  'software-developer': {
    title: 'Software Developer',
    summary: 'Sumusulat, nagte-test at nagme-maintain ng code sa likod ng mga app, website at business system.',
    dayInTheLife:
      'Pagkatapos ng stand-up, kukuha ka ng task: payagan ang mga user na i-download ang transaction history nila. Isusulat mo ang code at ang mga test nito, magbubukas ng pull request, at magre-review ng code ng kateam mo. Sa hapon, magpe-pair kayo ng isang senior developer para sa bug na lumalabas lang sa mabagal na mobile network.',
    keyTasks: [
      'Bumuo ng mga feature mula sa requirements',
      'Magsulat ng mga automated test',
      'Mag-review ng code at mag-ayos ng mga bug',
      'Makipagtulungan sa mga designer, tester at product manager',
      'Panatilihing secure at madaling i-maintain ang mga system',
    ],
    skills: {
      hard: [
        'Isang programming language gaya ng JavaScript, Java o Python',
        'Git',
        'Databases at SQL',
        'Testing',
        'Web o mobile frameworks',
      ],
      soft: ['Lohikal na pag-iisip', 'Teamwork', 'Tuloy-tuloy na pag-aaral', 'Malinaw na komunikasyon'],
    },
    outlook:
      'Kabilang sa pinaka-in-demand na trabaho, dito man o sa remote work para sa mga kumpanya sa abroad; lumalago ang mahuhusay na developer papunta sa lead at architect roles.',
  },
  'actuarial-analyst': {
    title: 'Actuarial Analyst',
    summary:
      'Gumagamit ng matematika at statistics para presyuhan ang insurance at pension plans at tiyaking kaya ng mga kumpanya na bayaran ang mga claim sa hinaharap.',
    dayInTheLife:
      'Sa isang life insurance company, ia-update mo ang model kung ilang policyholder ang maaaring mag-claim sa susunod na sampung taon. Iche-check mo ang data, patatakbuhin ang model, at ikukumpara ang resulta sa nakaraang quarter. Pagkatapos ng tanghalian, mag-aaral kayo ng mga katrabaho mo para sa susunod mong actuarial exam.',
    keyTasks: [
      'Bumuo at magpatakbo ng mga pricing at reserving model',
      'Suriin ang claims at mortality data',
      'Maghanda ng mga report para sa regulator at management',
      'I-check ang mga assumption laban sa aktwal na karanasan',
      'Ipasa ang mga professional actuarial examination',
    ],
    skills: {
      hard: ['Probability at statistics', 'Excel at VBA', 'R o Python', 'Financial mathematics'],
      soft: ['Katumpakan', 'Tiyaga', 'Business sense', 'Komunikasyon'],
    },
    outlook:
      'Kaunti pa lang ang Pilipinong fully qualified actuary, kaya mataas ang pagpapahalaga sa kanila ng mga insurer; mahirap ang mga exam pero malaki ang gantimpala.',
  },
  statistician: {
    title: 'Statistician',
    summary:
      'Nagdidisenyo ng mga survey at eksperimento at nagsusuri ng data para makabuo ng maaasahang numero, gaya ng mga opisyal na statistics na inilalathala ng gobyerno.',
    dayInTheLife:
      'Sa statistics office, iche-check mo kung may hindi nagtutugma sa mga survey return mula sa mga field enumerator, patatakbuhin ang estimation program para sa isang quarterly labour survey, at ikukumpara ang resulta sa mga nakaraang round. Sa hapon, susulat ka ng mga note na nagpapaliwanag ng methodology sa publiko.',
    keyTasks: [
      'Magdisenyo ng mga sample, survey at eksperimento',
      'Maglinis at magsuri ng data',
      'Bumuo ng mga estimate at i-check ang kalidad nito',
      'Ipaliwanag ang mga pamamaraan at resulta',
      'Protektahan ang pagiging kumpidensyal ng mga respondent',
    ],
    skills: {
      hard: ['Sampling at estimation', 'R, Stata o Python', 'Survey methods', 'Data visualisation'],
      soft: ['Masusing pamamaraan', 'Integridad', 'Malinaw na pagsulat', 'Pasensya'],
    },
    outlook:
      'Kumukuha ng mga statistician ang mga ahensya ng gobyerno, research group, bangko at pharmaceutical firm; hinahanap sila dahil sa kanilang data skills.',
  },
  'cybersecurity-analyst': {
    title: 'Cybersecurity Analyst',
    summary:
      'Pinoprotektahan ang mga system at data ng isang organisasyon sa pagbabantay sa mga atake, pag-iimbestiga ng mga insidente at pag-aayos ng mga kahinaan.',
    dayInTheLife:
      'Makikita sa security dashboard mo ang paulit-ulit na failed login mula sa abroad sa account ng isang staff. Iimbestigahan mo ito at makukumpirmang phishing attempt nga; ila-lock mo ang account at babalaan ang mga staff. Sa hapon, rerepasuhin mo ang resulta ng isang vulnerability scan at pagkakasunduan ninyo ng IT team kung ano ang unang ipa-patch.',
    keyTasks: [
      'Bantayan ang mga alert at log',
      'Imbestigahan at tugunan ang mga insidente',
      'Hanapin at ayusin ang mga vulnerability',
      'Turuan ang mga staff tungkol sa phishing at ligtas na gawi',
      'Tulungan ang organisasyon na sumunod sa Data Privacy Act',
    ],
    skills: {
      hard: ['Networking at operating systems', 'Security tools (SIEM, scanners)', 'Incident response', 'Scripting'],
      soft: ['Pagiging alerto', 'Kalmado kahit may pressure', 'Etika', 'Malinaw na pag-uulat'],
    },
    outlook:
      'Kumukuha ang mga bangko, e-wallet, gobyerno at BPO habang dumarami ang mga banta online; dagdag sa karanasan ang mga certification.',
  },
  'sales-associate': {
    title: 'Sales Associate',
    summary:
      'Tinutulungan ang mga customer sa tindahan na mahanap ang kailangan nila, humahawak ng benta at pinapanatiling maayos ang floor, kadalasan bilang unang trabaho.',
    dayInTheLife:
      'Bubuksan mo ang appliance section ng isang store sa mall, iche-check ang stock at presyo, at babatiin ang mga customer. Ipapaliwanag mo sa isang pamilya ang dalawang model ng aircon, tutulungan silang mag-apply ng instalment, at ipo-process ang benta. Sa pagitan ng mga customer, aayusin mo ang mga display, at sa pagsasara, bibilangin ninyo ng supervisor mo ang benta.',
    keyTasks: [
      'Asikasuhin ang mga customer at ipaliwanag ang mga produkto',
      'I-process ang benta at bayad',
      'Panatilihing maayos ang display at stock',
      'Abutin ang sales targets',
      'Harapin nang magalang ang mga return at reklamo',
    ],
    skills: {
      hard: ['Kaalaman sa produkto', 'Point-of-sale systems', 'Basic na math', 'Paghawak ng stock'],
      soft: ['Pagiging palakaibigan', 'Pasensya', 'Galing manghikayat', 'Katapatan'],
    },
    outlook:
      'Maraming kabataang Pilipino ang may trabaho sa retail; nagiging supervisor o store manager ang mahuhusay na associate, o lumilipat sa sales roles sa mga kumpanya.',
  },
  'account-executive': {
    title: 'Account Executive',
    summary:
      'Nakakakuha at nagpapalago ng mga business client para sa isang kumpanya, gaya ng sa advertising, software, logistics o media, at pinapanatili silang kuntento.',
    dayInTheLife:
      'Sisimulan mo sa pag-follow up sa isang proposal sa isang hotel chain para sa booking system. Maghahanda kayo ng pre-sales engineer para sa isang demo, saka mo kakausapin ang isang existing client para repasuhin ang account nila at pag-usapan ang upgrade. Pagbalik sa desk, ia-update mo ang pipeline sa CRM at ifo-forecast ang buwan.',
    keyTasks: [
      'Humanap at mag-qualify ng mga bagong client',
      'Magpresenta ng mga solusyon at magsulat ng mga proposal',
      'Makipagnegosasyon at mag-close ng mga deal',
      'I-manage ang mga existing account at renewal',
      'Panatilihing updated ang sales pipeline',
    ],
    skills: {
      hard: ['CRM tools', 'Pagsulat ng proposal', 'Negosasyon', 'Kaalaman sa produkto'],
      soft: ['Kumpiyansa', 'Pakikinig', 'Katatagan', 'Pagbuo ng relasyon'],
    },
    outlook: 'Laging kailangan ng mga kumpanya ang mga taong nagdadala ng kita; malaki ang maidadagdag ng commission sa base pay.',
  },
  'business-development-associate': {
    title: 'Business Development Associate',
    summary:
      'Humahanap ng mga bagong partner, merkado at deal para sa isang kumpanya, kadalasan start-up, at inihahanda ang daan para sa sales.',
    dayInTheLife:
      'Sa isang logistics start-up, magre-research ka ng mga online seller sa Davao na makikinabang sa mas mabilis na delivery. Magpapadala ka ng personalised na message, tatawagan ang dalawang lead, at magbu-book ng meeting. Sa hapon, maghahanda ka ng partnership pitch para sa isang kooperatiba at ibabahagi ang market notes sa mga founder.',
    keyTasks: [
      'Mag-research ng mga merkado at posibleng partner',
      'Lapitan at i-qualify ang mga lead',
      'Maghanda ng mga pitch at partnership proposal',
      'Suportahan ang mga negosasyon',
      'I-track ang resulta at mag-report sa management',
    ],
    skills: {
      hard: ['Market research', 'Prospecting tools', 'Pitch decks', 'Spreadsheets'],
      soft: ['Pagkukusa', 'Galing manghikayat', 'Networking', 'Katatagan'],
    },
    outlook:
      'Pinahahalagahan ng mga start-up at lumalawak na kumpanya ang mga taong nagbubukas ng pinto; papunta ang landas na ito sa partnerships at general management.',
  },
  'real-estate-salesperson': {
    title: 'Real Estate Salesperson',
    summary:
      'Tinutulungan ang mga pamilya at investor na bumili, magbenta o umupa ng bahay at lote, sa ilalim ng isang lisensyadong real estate broker.',
    dayInTheLife:
      'Isang Sabado, ililibot mo ang mga kamag-anak ng isang mag-asawang OFW sa isang house-and-lot project sa Cavite, ipapaliwanag ang payment terms at Pag-IBIG financing, at sasagutin ang mga tanong tungkol sa titulo. Sa hapon, magpo-post ka ng mga bagong listing online at ifo-follow up ang mga buyer mula sa open house noong nakaraang linggo.',
    keyTasks: [
      'Humanap at mag-follow up ng mga buyer at uupa',
      'Ipakita ang mga property at ipaliwanag ang terms',
      'Tumulong sa financing at mga dokumento',
      'I-market ang mga listing online at offline',
      'Magtrabaho sa ilalim ng lisensyadong broker at sumunod sa mga patakaran sa real estate',
    ],
    skills: {
      hard: ['Basics ng property at financing', 'Online marketing', 'Dokumentasyon', 'Negosasyon'],
      soft: ['Mapagkakatiwalaan', 'Tiyaga', 'Galing makitungo sa tao', 'Disiplina sa sarili'],
    },
    outlook:
      'Karamihan ng kita ay commission at malaki ang pag-iiba nito; nagbubukas ang real estate degree at broker licence ng daan para magpatakbo ng sariling brokerage.',
  },
  'registered-nurse': {
    title: 'Registered Nurse',
    summary:
      'Nag-aalaga ng mga pasyente sa ospital, clinic, school at komunidad: tinitingnan ang kalagayan nila, nagbibigay ng gamot at treatment, at tinuturuan ang mga pasyente at pamilya kung paano manatiling malusog.',
    dayInTheLife:
      'Nagsisimula ang 12-hour shift mo sa isang medical ward sa endorsement mula sa mga night nurse. Iche-check mo ang vital signs, magbibigay ng gamot sa oras, magpapalit ng dressing at magsusulat ng notes sa bawat chart. May bagong pasyenteng dumating mula sa emergency room, kaya gagawin mo ang admission assessment at tatawagan ang resident tungkol sa tumataas na lagnat. Bago ka mag-endorse, tuturuan mo ang isang pamilya kung paano alagaan ang tatay nila sa bahay.',
    keyTasks: [
      'I-assess ang mga pasyente at bantayan ang vital signs',
      'Magbigay ng gamot at treatment ayon sa order',
      'Mag-ingat ng tumpak na patient records',
      'Turuan ang mga pasyente at pamilya tungkol sa pag-aalaga sa bahay',
      'Makipagtulungan sa mga doktor, therapist at kapwa nurse',
    ],
    skills: {
      hard: ['Patient assessment', 'Pagbibigay ng gamot', 'Infection control', 'Basic and advanced life support', 'Charting'],
      soft: ['Malasakit', 'Kalmado kahit may pressure', 'Komunikasyon', 'Lakas ng katawan para sa mahahabang shift'],
    },
    outlook:
      'Kailangan ng mga ospital, rural health unit at school ang mga nurse, at maraming Pilipinong nurse ang nagtatrabaho kalaunan sa abroad; nagsisimula ang mga posisyon sa gobyerno sa Nurse I (Salary Grade 15).',
  },
  'medical-technologist': {
    title: 'Medical Technologist',
    summary:
      'Nagpapatakbo ng mga laboratory test na ginagamit ng mga doktor para matukoy at masubaybayan ang sakit: dugo, ihi at iba pang sample, blood typing para sa transfusion, at mga test para sa impeksyon.',
    dayInTheLife:
      'Sa laboratoryo ng ospital, sisimulan mo sa pag-check kung pumapasa sa quality controls ang mga analyser. Dumarating ang mga sample mula sa mga ward at emergency room; magpapatakbo ka ng blood counts at chemistry tests, titingin ng mga slide sa microscope, at tatawagan ang ward kapag critical ang isang resulta. Sa hapon, magko-cross-match ka ng dugo para sa pasyenteng ooperahan.',
    keyTasks: [
      'Kumuha at mag-process ng mga sample ng pasyente',
      'Magpatakbo at mag-check ng mga test sa haematology, chemistry at microbiology',
      'Panatilihing calibrated ang mga makina at nasa range ang quality controls',
      'I-report ang mga resulta at agad i-flag ang mga critical value',
      'Sundin ang mga patakaran sa biosafety',
    ],
    skills: {
      hard: ['Laboratory techniques', 'Microscopy', 'Quality control', 'Biosafety', 'Laboratory information systems'],
      soft: ['Katumpakan', 'Integridad', 'Pokus', 'Teamwork'],
    },
    outlook:
      'Kailangan sa mga ospital, diagnostic clinic at public health laboratory; marami ang gumagamit ng degree na ito bilang paghahanda sa medisina o sa pagtatrabaho sa abroad.',
  },
  pharmacist: {
    title: 'Pharmacist',
    summary:
      'Tinitiyak na tamang gamot ang natatanggap ng mga tao at ligtas nila itong ginagamit: chine-check ang mga reseta, ipinapaliwanag ang dosis at side effects, at hinahawakan ang stock ng botika.',
    dayInTheLife:
      'Sa isang branch ng botika, iche-check mo ang bawat reseta bago ito ibigay: ang dosis, ang iba pang gamot na iniinom ng customer, at kung nakasulat ang generic name. Ipapaliwanag mo sa isang nanay kung paano painumin ng antibiotic ang anak niya, bibilangin ninyo ng assistant mo ang mga controlled drug, at mag-o-order ng stock na paubos na.',
    keyTasks: [
      'I-check at ibigay ang mga gamot sa reseta',
      'Payuhan ang mga pasyente kung paano inumin ang kanilang gamot',
      'Bantayan ang drug interactions at side effects',
      'I-manage ang stock, storage at expiry dates',
      'Mag-ingat ng mga record na hinihingi ng batas para sa mga regulated drug',
    ],
    skills: {
      hard: ['Pharmacology', 'Dispensing', 'Mga regulasyon sa gamot', 'Inventory management'],
      soft: ['Malasakit sa pasyente', 'Pagiging metikuloso', 'Malinaw na pagpapaliwanag', 'Integridad'],
    },
    outlook:
      'Kumukuha ng mga pharmacist ang mga drugstore chain, ospital at drug company; papunta ang karanasan sa store management, regulatory o medical sales roles.',
  },
  'physical-therapist': {
    title: 'Physical Therapist',
    summary:
      'Tinutulungang makagalaw ulit ang mga tao pagkatapos ng injury, stroke o operasyon, at tinutulungan ang mga bata at matatanda na mas gumalaw nang maayos, sa pamamagitan ng ehersisyo at hands-on na treatment.',
    dayInTheLife:
      'Ang una mong pasyente sa rehabilitation clinic ay nagpapagaling mula sa stroke; magpa-practice kayo ng pagtayo at paglakad, at tuturuan mo ang anak niya kung paano tumulong sa bahay. Kasunod ang isang basketball player na may injury sa tuhod, saka isang batang may cerebral palsy. Sa pagitan ng mga session, magsusulat ka ng progress notes at ia-adjust ang bawat exercise plan.',
    keyTasks: [
      'I-assess kung paano gumagalaw ang mga pasyente at ano ang naglilimita sa kanila',
      'Magplano at magbigay ng exercise at manual therapy',
      'Turuan ang mga pasyente at pamilya ng mga ehersisyo sa bahay',
      'I-track ang progreso at i-adjust ang treatment',
      'Makipagtulungan sa mga doktor at ibang therapist',
    ],
    skills: {
      hard: ['Anatomy at kinesiology', 'Therapeutic exercise', 'Manual therapy', 'Assessment tools'],
      soft: ['Pasensya', 'Galing magpalakas ng loob', 'Empathy', 'Lakas ng katawan'],
    },
    outlook:
      'Lumalaki ang pangangailangan habang tumatanda ang populasyon at lumalago ang sports medicine; maraming therapist ang nagbubukas kalaunan ng sariling clinic o nagtatrabaho sa abroad.',
  },
  midwife: {
    title: 'Midwife',
    summary:
      'Nag-aalaga ng mga nanay at bagong silang na sanggol sa pagbubuntis, panganganak at mga unang linggo, kadalasan sa mga barangay health station at birthing clinic.',
    dayInTheLife:
      'Sa barangay health station, may prenatal check-up ka sa umaga: pagtitimbang, blood pressure, pakikinig sa heartbeat ng baby. Bibisitahin mo sa bahay ang isang bagong panganak na nanay para i-check siya at ang baby niya, at ipapaalala ang schedule ng bakuna. Sa hapon, ia-update mo ang mga record sa family planning at immunisation para sa rural health unit.',
    keyTasks: [
      'Magbigay ng prenatal at postnatal check-up',
      'Magpaanak sa mga normal na panganganak at i-refer sa tamang oras ang mga komplikado',
      'Alagaan ang mga bagong silang at panatilihing nasa schedule ang mga bakuna',
      'Turuan ang mga pamilya tungkol sa nutrisyon at family planning',
      'Mag-ingat ng community health records',
    ],
    skills: {
      hard: ['Prenatal care', 'Normal delivery', 'Newborn care', 'Health records'],
      soft: ['Kalmado sa emergency', 'Mapagkakatiwalaan', 'Pakikipag-usap sa lokal na wika', 'Malasakit'],
    },
    outlook:
      'Kailangan ng mga lokal na pamahalaan ang mga midwife sa bawat barangay health station, lalo na sa mga rural na lugar; nagbubukas ang karanasan ng mga public health role.',
  },
  caregiver: {
    title: 'Caregiver',
    summary:
      'Tinutulungan ang matatanda, mga taong may kapansanan at maliliit na bata sa araw-araw na pamumuhay: pagpapaligo, pagkain, gamot sa oras, ligtas na paggalaw at pagsasama.',
    dayInTheLife:
      'Darating ka sa bahay ng isang matandang lalaking nagpapagaling matapos matumba. Tutulungan mo siyang maghilamos at magbihis, maghahanda ng malambot na almusal, at titiyaking iinumin niya ang mga gamot niya sa umaga. Pagkatapos ng maikling lakad sa hardin gamit ang tungkod niya, itatala mo ang blood pressure niya sa notebook ng pamilya at sasabihin sa anak niyang babae ang ubong napansin mo.',
    keyTasks: [
      'Tumulong sa pagpapaligo, pagbibihis at pagkain',
      'Magbigay ng gamot sa oras ayon sa bilin',
      'Tulungang gumalaw nang ligtas ang mga tao at maiwasan ang pagkatumba',
      'Bantayan ang mga pagbabago sa kalusugan at i-report ang mga ito',
      'Panatilihing malinis at ligtas ang bahay',
    ],
    skills: {
      hard: ['Personal care', 'Ligtas na pagbuhat at paglilipat', 'First aid', 'Vital signs'],
      soft: ['Pasensya', 'Kabaitan', 'Pagiging maaasahan', 'Paggalang sa privacy'],
    },
    outlook:
      'Lumalaki ang demand dito at sa abroad (kumukuha ng mga Pilipinong caregiver ang Japan, Canada, Israel at iba pa); may ilan na nag-aaral ng nursing kalaunan.',
  },
  'civil-engineer': {
    title: 'Civil Engineer',
    summary:
      'Nagdidisenyo at nagtatayo ng mga kalsada, tulay, gusali, drainage at water system, at tinitiyak na ligtas, pasok sa budget at naitayo ayon sa plano ang mga ito.',
    dayInTheLife:
      'Magsisimula ka sa site ng isang tatlong-palapag na school building: iche-check mo ang mga bakal bago buhusan ng semento at pipirmahan ang inspection. Pagbalik sa opisina, rerepasuhin mo ang structural computations para sa isang drainage project, ia-update ang schedule, at kakausapin ang contractor tungkol sa mga materyales na na-late dumating.',
    keyTasks: [
      'Magdisenyo ng mga istruktura at mag-compute ng loads',
      'Maghanda ng mga plano, estimate at schedule',
      'Mag-supervise ng construction at inspeksyunin ang trabaho',
      'I-check ang pagsunod sa National Building Code',
      'I-manage ang budget, materyales at mga contractor',
    ],
    skills: {
      hard: ['Structural analysis', 'AutoCAD at structural software', 'Cost estimating', 'Mga paraan ng construction'],
      soft: ['Problem-solving', 'Pamumuno sa site', 'Pagbabantay sa kaligtasan', 'Malinaw na pag-uulat'],
    },
    outlook:
      'Dahil sa public works at private construction, laging in demand ang mga civil engineer; papunta ang karanasan sa project management o sa sariling firm.',
  },
  'electrical-engineer': {
    title: 'Electrical Engineer',
    summary:
      'Nagpaplano, nagdidisenyo at nagme-maintain ng mga electrical system: kuryente para sa mga gusali at pabrika, distribution lines, at ang mga kagamitang nagpapanatiling ligtas sa mga ito.',
    dayInTheLife:
      'Sa isang electric cooperative, rerepasuhin mo ang request na ikonekta ang isang bagong rice mill at iche-check kung kaya ng transformer ang load. Pagkatapos ng tanghalian, sasama ka sa mga lineman para inspeksyunin ang isang substation at planuhin ang preventive maintenance. Tatapusin mo ang araw sa pagpirma ng electrical plans para sa renovation ng isang clinic.',
    keyTasks: [
      'Magdisenyo ng mga electrical system at mag-compute ng loads',
      'Maghanda at pumirma ng electrical plans',
      'Inspeksyunin at i-maintain ang power equipment',
      'Tiyaking sumusunod ang trabaho sa Philippine Electrical Code',
      'Mag-supervise ng mga electrician at contractor',
    ],
    skills: {
      hard: ['Circuit at power analysis', 'Philippine Electrical Code', 'AutoCAD', 'Protection at safety systems'],
      soft: ['Safety mindset', 'Problem-solving', 'Teamwork', 'Malinaw na pagbibigay ng instruksyon'],
    },
    outlook:
      'Kumukuha ng mga electrical engineer ang mga power utility, pabrika, construction at renewable energy project; lumalago ang trabaho sa solar at grid.',
  },
  'mechanical-engineer': {
    title: 'Mechanical Engineer',
    summary:
      'Nagdidisenyo, nag-i-install at nagme-maintain ng mga makina at mechanical system: air-conditioning, pump, boiler, engine at mga kagamitan sa pabrika.',
    dayInTheLife:
      'Sa isang food factory, pangungunahan mo ang pag-check ng mga boiler at compressor sa umaga, saka iimbestigahan kung bakit paulit-ulit na tumitigil ang isang packing machine. Mag-o-order ka ng kapalit na piyesa, pagpaplanuhan ang pag-aayos sa weekend shutdown, at rerepasuhin kasama ang isang supplier ang disenyo ng bagong cooling system.',
    keyTasks: [
      'Magdisenyo at pumili ng mga mechanical system',
      'Magplano at mag-supervise ng installation at maintenance',
      'Hanapin ang sanhi ng mga pagkasira at ayusin ang mga ito',
      'Panatilihing ligtas at episyente ang mga kagamitan',
      'Maghanda ng mga plano, specification at report',
    ],
    skills: {
      hard: ['Thermodynamics at fluid mechanics', 'CAD', 'Maintenance planning', 'HVAC systems'],
      soft: ['Analytical na pag-iisip', 'Hands-on na problem-solving', 'Teamwork', 'Kamalayan sa kaligtasan'],
    },
    outlook: 'Kailangan ng manufacturing, power plants, building services at shipyards ang mga mechanical engineer, dito man o sa abroad.',
  },
  'electronics-engineer': {
    title: 'Electronics Engineer',
    summary:
      'Nagdidisenyo, nagte-test at nagme-maintain ng mga electronic device at system: semiconductors, telecommunications networks, control systems at instruments.',
    dayInTheLife:
      'Sa isang semiconductor plant sa Laguna, rerepasuhin mo ang test results kahapon at makikita mong may isang batch ng chips na bumabagsak sa isang test. Kasama ang production team, matutunton ninyo ang sanhi sa isang setting ng makina; isusulat mo ang ayos, at sasali sa call kasama ang mga engineer ng customer sa abroad tungkol sa isang bagong produkto.',
    keyTasks: [
      'Magdisenyo at mag-test ng mga electronic circuit at system',
      'Pataasin ang yield at ayusin ang mga depekto sa production',
      'Mag-install at mag-maintain ng telecom at control equipment',
      'Magsulat ng mga test procedure at report',
      'Makipagtulungan sa mga supplier at customer sa mga specification',
    ],
    skills: {
      hard: ['Circuit design', 'Test equipment', 'Embedded systems', 'Data analysis'],
      soft: ['Pasensya sa detalye', 'Problem-solving', 'Teamwork', 'Malinaw na pagsulat'],
    },
    outlook:
      'Electronics ang nangungunang export ng bansa; kumukuha ng mga graduate taon-taon ang mga semiconductor, telecom at automation company.',
  },
  'industrial-engineer': {
    title: 'Industrial Engineer',
    summary:
      'Pinapaganda ang daloy ng trabaho: nagdidisenyo ng mga proseso, layout at schedule para mas kaunti ang nasasayang na oras at pera sa mga pabrika, warehouse, ospital at opisina.',
    dayInTheLife:
      'Sa isang warehouse, oorasan mo kung gaano katagal ang pag-pick at pag-pack ng bawat order, saka ima-map kung saan naglalakad ang mga tao. Matutuklasan mong nasa pinakadulo ang mga mabilis mabentang item, kaya magmumungkahi ka ng bagong layout at susubukan ito sa isang aisle. Sa hapon, ipe-present mo ang resulta sa operations manager kasama ang plano para sa buong floor.',
    keyTasks: [
      'Pag-aralan ang mga proseso at sukatin ang oras at gastos',
      'Magdisenyo ng mas mahusay na layout, schedule at workflow',
      'Mag-set up ng mga sukatan ng kalidad at productivity',
      'Magplano ng capacity at staffing',
      'Pangunahan ang mga improvement project kasama ang mga taong gumagawa ng trabaho',
    ],
    skills: {
      hard: ['Process mapping', 'Time and motion study', 'Statistics at Excel', 'Lean at Six Sigma methods'],
      soft: ['Systems thinking', 'Galing manghikayat', 'Teamwork', 'Pagiging mausisa'],
    },
    outlook:
      'Kumukuha ng mga industrial engineer ang manufacturing, logistics, BPO at ospital; marami ang lumilipat sa operations o supply chain management.',
  },
  'police-officer': {
    title: 'Pulis',
    summary:
      'Pinapanatili ang kapayapaan at ipinatutupad ang batas sa Philippine National Police: nagpapatrolya, rumeresponde sa mga tawag, nag-iimbestiga ng krimen at nakikipagtulungan sa mga barangay.',
    dayInTheLife:
      'Nagsisimula ang shift mo sa municipal police station sa isang briefing. Magpapatrolya ka sa palengke at sa isang school zone, rerespondehan ang report ng ninakaw na motorsiklo, at kukunin ang salaysay ng biktima. Pagbalik sa istasyon, isusulat mo ang blotter entry at ang spot report, saka sasali sa isang barangay meeting tungkol sa road safety.',
    keyTasks: [
      'Magpatrolya at rumesponde sa mga humihingi ng tulong',
      'Mag-imbestiga ng krimen at mangalap ng ebidensya',
      'Magsulat ng mga report at case file',
      'Umaresto ng mga suspek ayon sa batas at sa kanilang mga karapatan',
      'Makipagtulungan sa mga barangay at school sa pag-iwas sa krimen',
    ],
    skills: {
      hard: ['Criminal law at procedure', 'Imbestigasyon', 'Pagsulat ng report', 'Training sa baril at self-defence'],
      soft: ['Integridad', 'Tapang', 'Paggalang sa karapatang pantao', 'Kalmado kahit may pressure'],
    },
    outlook:
      'Nagre-recruit ang PNP taon-taon; pumapasok ang mga bagong pulis bilang Patrolman o Patrolwoman pagkatapos ng Public Safety Basic Recruit Course, at umaakyat sa ranggo sa pamamagitan ng training at taon ng serbisyo.',
  },
  'jail-officer': {
    title: 'Jail Officer',
    summary:
      'Pinapanatiling ligtas at makatao ang mga kulungan sa Bureau of Jail Management and Penology: binabantayan ang mga taong nawalan ng kalayaan (PDL) at pinapatakbo ang kanilang mga programa.',
    dayInTheLife:
      'Magsisimula ka sa headcount at inspeksyon ng mga selda. Ie-escort mo ang mga detainee sa kanilang court hearing, saka magsu-supervise ng isang livelihood class at ng schedule ng dalaw. Nang may makitang kontrabando sa isang search, isusulat mo ang report, at tutulungan mo ang isang detainee na makausap ang abogado niya tungkol sa kaso niya.',
    keyTasks: [
      'Panatilihin ang kustodiya at seguridad ng mga detainee',
      'I-escort ang mga detainee sa korte at ospital',
      'Magpatakbo ng mga programa sa welfare, edukasyon at kabuhayan',
      'Inspeksyunin ang pasilidad at magsulat ng mga incident report',
      'Protektahan ang mga karapatan at dignidad ng mga detainee',
    ],
    skills: {
      hard: ['Mga patakaran sa jail management', 'Security procedures', 'Pagsulat ng report', 'Self-defence'],
      soft: ['Pagiging patas', 'Pagiging istrikto kapag kailangan', 'Integridad', 'Empathy'],
    },
    outlook:
      'Nagre-recruit taon-taon ang BJMP at ang Bureau of Corrections; pareho ang base pay ng mga jail, fire at police officer na magkapareho ang ranggo.',
  },
  'cook-chef': {
    title: 'Cook / Chef',
    summary:
      'Naghahanda ng pagkain sa mga restaurant, hotel, ospital at barko: mula sa station ng isang line cook hanggang sa head chef na nagpaplano ng menu at nagpapatakbo ng kusina.',
    dayInTheLife:
      'Darating ka bago ang lunch rush para ihanda ang station mo: paghihiwa ng gulay, paggawa ng sauce at pag-check ng mga delivery. Habang may service, lulutuin mo ang mga order nang mabilis at pare-pareho ang kalidad sa bawat pagkakataon. Pagkatapos ng rush, maglilinis ka, lalagyan ng label ang mga natira, at tutulungan ang sous chef na subukan ang isang bagong putahe para sa menu.',
    keyTasks: [
      'Ihanda ang mga sangkap at lutuin ang mga putahe ayon sa recipe',
      'Panatilihing malinis ang kusina at ligtas ang pagkain',
      'I-check ang mga delivery at i-manage ang stock',
      'Magplano ng menu at mag-costing ng mga putahe (bilang chef)',
      'Mag-train at pamunuan ang kitchen staff (bilang chef)',
    ],
    skills: {
      hard: ['Cooking techniques', 'Food safety at sanitation', 'Knife skills', 'Food costing'],
      soft: ['Bilis kahit may pressure', 'Teamwork', 'Pagkamalikhain', 'Disiplina'],
    },
    outlook:
      'Laging kumukuha ng mga cook ang mga restaurant, hotel, resort at cruise ship; maraming chef ang nagbubukas kalaunan ng sariling food business.',
  },
  'hotel-front-desk-agent': {
    title: 'Hotel Front Desk Agent',
    summary:
      'Sinasalubong at inaasikaso ang mga guest mula check-in hanggang check-out: reservations, bayad, mga request at problema; kadalasan ikaw ang unang mukha ng hotel o resort.',
    dayInTheLife:
      'Sa morning shift, aasikasuhin mo ang check-out ng isang tour group, aayusin ang mga bill nila at ang kanilang airport transfer. Haharapin mo ang isang guest na hindi pa handa ang kuwarto, at aalukin mo siya ng almusal habang tinatapos ng housekeeping. Sa pagitan ng mga dumarating, iko-confirm mo ang mga reservation bukas at ipapasa ang mga mensahe sa housekeeping at maintenance.',
    keyTasks: [
      'Mag-check-in at mag-check-out ng mga guest at humawak ng bayad',
      'Tumanggap at magbago ng mga reservation',
      'Sumagot sa mga tanong at lutasin ang mga problema ng guest',
      'Makipag-coordinate sa housekeeping at ibang departamento',
      'Panatilihing maayos ang mga record ng shift at balanse ang cash',
    ],
    skills: {
      hard: ['Property management systems', 'Reservations', 'Cashiering', 'Pagsasalita ng English at isa pang wika (makakatulong)'],
      soft: ['Pagiging palakaibigan', 'Pasensya', 'Problem-solving', 'Mahinahon kahit may pressure'],
    },
    outlook:
      'Patuloy na lumalago ang turismo sa Manila, Cebu, Boracay, Palawan at Bohol; papunta ang front desk work sa supervisor at hotel management roles.',
  },
  'housekeeping-attendant': {
    title: 'Housekeeping Room Attendant',
    summary:
      'Pinapanatiling malinis, komportable at handa para sa mga guest ang mga kuwarto at public area ng hotel, ayon sa pamantayang ipinapangako ng hotel.',
    dayInTheLife:
      'Makukuha mo ang listahan ng mga kuwarto mo ngayong araw: walong check-out at anim na stay-over. Papalitan mo ang mga sapin at aayusin ang mga kama, maglilinis ng banyo, magpupuno ng amenities at ire-report sa maintenance ang tumutulong gripo. Humingi ang isang guest ng dagdag na unan at crib; dadalhin mo ang mga ito at itatala ang request sa system.',
    keyTasks: [
      'Linisin at ihanda ang mga kuwarto ng guest',
      'Magpuno ng linen at amenities',
      'I-report ang mga sira, naiwang gamit at kailangang ayusin',
      'Sagutin agad ang mga request ng guest',
      'Gamitin nang ligtas ang mga cleaning chemical at kagamitan',
    ],
    skills: {
      hard: ['Pamantayan sa paglilinis ng kuwarto', 'Paghawak ng linen at laundry', 'Ligtas na paggamit ng chemicals'],
      soft: ['Pagiging maaasahan', 'Katapatan', 'Pagiging metikuloso', 'Tibay ng katawan'],
    },
    outlook:
      'Kumukuha ng mga room attendant ang mga hotel, resort at cruise line; dito nagmumula ang mga housekeeping supervisor at executive housekeeper.',
  },
  'travel-consultant': {
    title: 'Travel and Tour Consultant',
    summary:
      'Nagpaplano at nagbebenta ng mga biyahe: flights, hotels, tours at visa para sa mga indibidwal, pamilya at kumpanya, at tumutulong kapag nagbago ang plano.',
    dayInTheLife:
      'Gusto ng isang pamilya ng limang-araw na biyahe sa Palawan na tipid sa budget. Ikukumpara mo ang mga flight at resort, bubuo ng dalawang package at magpapadala ng quote. Ire-rebook mo ang isang client na na-cancel ang flight dahil sa bagyo, iche-check ang visa requirements para sa company trip sa Japan, at magpo-post ng bagong tour package sa page ng agency.',
    keyTasks: [
      'Unawain ang gusto ng mga biyahero at ang budget nila',
      'Mag-book ng flights, hotels at tours',
      'Maghanda ng quotes, itineraries at travel documents',
      'Magpayo tungkol sa visa at mga patakaran sa pagbiyahe',
      'Tulungan ang mga client kapag nagbago ang biyahe',
    ],
    skills: {
      hard: ['Airline booking systems', 'Kaalaman sa mga destinasyon', 'Sales at quoting', 'Pagbebenta sa social media'],
      soft: ['Service mindset', 'Galing manghikayat', 'Pagiging organisado', 'Kalmado kapag nagbago ang plano'],
    },
    outlook:
      'Kumukuha ng mga consultant ang mga travel agency, airline at tour operator; ang mga may karanasan ay madalas nagtatayo ng sariling agency o nagre-remote work para sa mga foreign travel company.',
  },
  'flight-attendant': {
    title: 'Flight Attendant',
    summary:
      'Pinapanatiling ligtas at komportable ang mga pasahero sa eroplano: safety checks at demonstrations, service, first aid, at pamumuno sa evacuation kung kailangan.',
    dayInTheLife:
      'Nagsisimula ang duty mo sa briefing tungkol sa ruta ngayong araw, Manila papuntang Davao at pabalik. Iche-check mo ang emergency equipment sa zone mo, sasalubungin ang mga pasahero, at gagawin ang safety demonstration. Habang lumilipad, magse-serve ka ng pagkain, tutulungan ang isang kinakabahang first-time flyer, at ire-report sa captain ang isang medical concern. Pagbalik, gagawin mo ulit ang lahat ng iyon.',
    keyTasks: [
      'I-check ang safety equipment bago ang bawat flight',
      'I-brief ang mga pasahero at ipatupad ang mga safety rule',
      'Mag-serve ng pagkain at magbenta sa loob ng eroplano',
      'Magbigay ng first aid at humarap sa mga emergency',
      'Magsulat ng flight at incident reports',
    ],
    skills: {
      hard: ['Aviation safety procedures', 'First aid', 'Service standards', 'Malinaw na pagsasalita ng English'],
      soft: ['Pagiging mahinahon', 'Magiliw na pakikitungo', 'Teamwork', 'Madaling makibagay sa nagbabagong schedule'],
    },
    outlook:
      'Nagre-recruit sa Manila at Cebu ang mga lokal at foreign airline; ibinibigay ang airline training pagkatapos ma-hire, at puwedeng lumipat ang cabin crew sa ground o training roles.',
  },
  'deck-officer': {
    title: 'Deck Officer (Mate)',
    summary:
      'Nagna-navigate at nagpapatakbo ng deck ng barko: nagbabantay sa navigational watch, humahawak ng cargo at mooring, at pinapanatiling ligtas ang crew at barko sa dagat.',
    dayInTheLife:
      'Sa isang bulk carrier sa Pacific, hawak mo ang 4-to-8 watch sa bridge: iche-check mo ang posisyon, babantayan ang radar para sa ibang barko at itatala ang panahon. Pagkatapos ng watch mo, iinspeksyunin mo ang mga lifeboat at fire equipment, saka pagpaplanuhan ninyo ng chief officer ang cargo loading para sa susunod na port.',
    keyTasks: [
      'Magbantay ng navigational watch sa bridge',
      'Magplano ng mga biyahe at panatilihing updated ang mga chart',
      'Mag-supervise ng cargo loading, mooring at deck work',
      'I-maintain ang safety at life-saving equipment',
      'Pamunuan ang mga rating at ingatan ang mga record ng barko',
    ],
    skills: {
      hard: ['Navigation at chartwork', 'Radar at ECDIS', 'Cargo handling', 'Maritime English', 'STCW safety training'],
      soft: ['Disiplina', 'Pamumuno', 'Katatagan kahit malayo sa pamilya', 'Teamwork kasama ang iba’t ibang kultura'],
    },
    outlook:
      'Malaking bahagi ng crew ng mga merchant ship sa mundo ay Pilipino; tumataas nang husto ang sahod ayon sa ranggo, at mas malaki pa sa ipinapakitang range ang kita ng mga master. Dahil sa kontrata, ilang buwan kang nasa dagat bawat biyahe.',
  },
  'marine-engineer': {
    title: 'Marine Engineer',
    summary:
      'Nagpapatakbo at nagme-maintain ng mga makina ng barko: main engine, generators, pumps at fuel systems, para patuloy na ligtas na umaandar ang barko.',
    dayInTheLife:
      'Sa engine room ng isang container ship, hawak mo ang morning watch: iche-check mo ang temperatura at pressure, itatala ang mga reading at lilinisin ang isang fuel filter. Pagkatapos ng tanghalian, io-overhaul ninyo ng oiler ang isang pump na tumutulo, saka mag-o-order kayo ng chief engineer ng spare parts para sa susunod na port.',
    keyTasks: [
      'Magbantay ng engineering watch',
      'Magpatakbo at mag-maintain ng mga engine, generator at pump',
      'Hanapin at ayusin ang mga sira',
      'I-manage ang fuel, lubricants at spare parts',
      'Sundin ang mga patakaran sa kaligtasan at pag-iwas sa polusyon',
    ],
    skills: {
      hard: ['Diesel engines', 'Marine electrical systems', 'Maintenance planning', 'STCW safety training'],
      soft: ['Hands-on na problem-solving', 'Disiplina', 'Katatagan kahit malayo sa pamilya', 'Teamwork'],
    },
    outlook:
      'Kailangan sa buong mundo ang mga ship engineer; mas malaki pa sa ipinapakitang range ang kita ng mga chief engineer. Nagbubukas din ang karanasan ng trabaho sa shipyard at power plant sa lupa.',
  },
  'special-education-teacher': {
    title: 'Special Education (SPED) Teacher',
    summary:
      'Nagtuturo sa mga learner na may kapansanan at hirap sa pag-aaral, iniaangkop ang mga aralin sa bawat bata, sa mga SPED centre at inclusive classroom.',
    dayInTheLife:
      'May walong learner na magkakaiba ang pangangailangan sa klase mo sa SPED centre. Magpa-practice kayo ng pagbasa ng isang batang may dyslexia gamit ang picture cards, saka mo gagabayan ang isang learner na nasa autism spectrum sa isang pagbabago sa routine. Sa break mo, ia-update mo ang individualised education plan ng bawat learner at magme-message sa isang magulang tungkol sa progreso ng anak niya.',
    keyTasks: [
      'Alamin ang pangangailangan at kalakasan ng bawat learner',
      'Sumulat at sundin ang mga individualised education plan',
      'Iangkop ang mga aralin at materyales',
      'Makipagtulungan sa mga magulang, therapist at regular na guro',
      'I-track at i-report ang progreso',
    ],
    skills: {
      hard: ['Special education methods', 'Filipino Sign Language (makakatulong)', 'Behaviour support', 'Assessment'],
      soft: ['Pasensya', 'Pagkamalikhain', 'Empathy', 'Tiyaga'],
    },
    outlook:
      'Mas marami pang trained na SPED teacher ang kailangan ng inclusive education kaysa sa mayroon ngayon, sa mga pampublikong paaralan, private centre at therapy clinic.',
  },
  'tvl-teacher-trainer': {
    title: 'TVL Teacher / TESDA Trainer',
    summary:
      'Nagtuturo ng trade o technical skill, gaya ng cookery, electrical installation o computer servicing, sa mga TVL track ng senior high at sa mga training centre na accredited ng TESDA.',
    dayInTheLife:
      'Sa umaga, tuturuan mo ang mga Grade 11 learner sa electrical shop ng school: ligtas na pag-wire ng isang simpleng circuit, saka iche-check ang gawa ng bawat isa. Pagkatapos ng tanghalian, ihahanda mo ang mga learner para sa kanilang national certificate assessment at ia-update ang training records mo. Sa gabi, magtuturo ka ng klase ng mga adult sa isang training centre.',
    keyTasks: [
      'Ituro ang trade skills sa pamamagitan ng demonstration at practice',
      'Panatilihing ligtas ang workshop, mga tool at mga learner',
      'Ihanda ang mga learner para sa TESDA assessments',
      'Mag-ingat ng training plans at records',
      'Panatilihing updated ang sarili mong skills at certificates',
    ],
    skills: {
      hard: ['Kahusayan sa isang trade', 'Competency-based training', 'Workshop safety', 'Assessment'],
      soft: ['Pasensya', 'Malinaw na pagde-demonstrate', 'Galing magpalakas ng loob', 'Pagiging organisado'],
    },
    outlook:
      'Kailangan ng mga TVL track sa senior high at ng mga programa ng TESDA ang mga trainer na nagtrabaho na sa kanilang trade; madalas nagtuturo ang mga skilled worker sa mas huling bahagi ng kanilang career.',
  },
  'farm-manager': {
    title: 'Farm Manager / Agriculturist',
    summary:
      'Pinapatakbo ang isang bukid o plantasyon bilang negosyo: nagpaplano kung ano ang itatanim o aalagaan, hinahawakan ang mga manggagawa at gastos, at ibinebenta ang ani sa magandang presyo.',
    dayInTheLife:
      'Sa isang taniman ng saging at gulay sa Mindanao, maaga kang maglalakad sa bukid kasama ang mga supervisor para tingnan kung may sakit ang mga halaman. Pagpapasyahan mo kung aling mga block ang aanihin para sa order ng isang buyer, ia-adjust ang fertiliser plan batay sa soil tests, at rerepasuhin ang labour costs ng linggo. Sa hapon, kakausapin mo ang isang kooperatiba tungkol sa direktang pagbebenta sa mga supermarket.',
    keyTasks: [
      'Planuhin ang schedule ng pagtatanim, pag-aani at pag-aalaga ng hayop',
      'I-manage ang mga manggagawa, kagamitan at supplies',
      'Kontrolin nang ligtas ang mga peste at sakit',
      'Mag-ingat ng record ng gastos, ani at benta',
      'Humanap ng buyer at makipagnegosasyon sa presyo',
    ],
    skills: {
      hard: ['Crop at animal production', 'Farm budgeting', 'Pamamahala ng lupa at peste', 'Record keeping'],
      soft: ['Pamumuno', 'Pagpapasya', 'Katatagan sa harap ng panahon at presyo', 'Negosasyon'],
    },
    outlook:
      'Kailangan ng mga agribusiness, plantasyon at kooperatiba ang mga manager na nakauunawa sa pagsasaka at sa negosyo; marami ang nagsasaka kalaunan para sa sarili nila.',
  },
  'fisheries-technologist': {
    title: 'Fisheries Technologist',
    summary:
      'Tinutulungan ang mga fish farm at komunidad ng mangingisda na mas makapag-ani habang pinoprotektahan ang dagat: palaisdaan, hatchery, kalusugan ng isda at pamamahala ng coastal resources.',
    dayInTheLife:
      'Bibisitahin mo ang isang tilapia farm kung saan mabagal ang paglaki ng mga isda at ite-test mo ang tubig para sa oxygen at ammonia. Papayuhan mo ang may-ari tungkol sa pagpapakain at stocking, saka pupunta sa isang barangay sa tabing-dagat para tulungan ang mga mangingisda na bantayan ang isang marine protected area. Pagbalik sa opisina, isusulat mo ang resulta ng mga sample para sa provincial fisheries office.',
    keyTasks: [
      'Payuhan ang mga fish farmer tungkol sa palaisdaan, fish cage at hatchery',
      'I-test ang kalidad ng tubig at kalusugan ng isda',
      'Tulungan ang mga komunidad sa pamamahala ng coastal resources',
      'Mangalap at mag-report ng data sa huli at produksyon',
      'Magpatakbo ng mga training para sa mga mangingisda',
    ],
    skills: {
      hard: ['Aquaculture', 'Water quality testing', 'Kalusugan ng isda', 'Pangangalap ng data'],
      soft: ['Pasensya sa mga komunidad', 'Praktikal na problem-solving', 'Pakikipag-usap sa lokal na wika', 'Tibay sa fieldwork'],
    },
    outlook:
      'Kumukuha ng mga fisheries graduate ang Bureau of Fisheries and Aquatic Resources, mga lokal na pamahalaan at aquaculture company; dahil sa food security, nananatiling mahalaga ang trabahong ito.',
  },
  'agricultural-biosystems-engineer': {
    title: 'Agricultural and Biosystems Engineer',
    summary:
      'Nagdidisenyo ng mga makina, patubig, gusali at processing system na ginagamit ng mga bukid at food producer, mula sa maliliit na water pump hanggang sa rice mill at solar dryer.',
    dayInTheLife:
      'Susukatin ninyo ng mga magsasaka ang isang dalisdis na bukid para planuhin ang maliit na irrigation system, saka mo kukuwentahin sa opisina ang laki ng pump at ang layout ng tubo. Sa hapon, iinspeksyunin mo ang dryer ng isang rice mill na sobra ang gamit na fuel at magrerekomenda ng mga pagbabago, at pipirmahan mo ang mga plano para sa isang poultry house.',
    keyTasks: [
      'Magdisenyo ng irrigation at water systems',
      'Pumili at mag-test ng farm machinery',
      'Magplano ng mga farm building at post-harvest facility',
      'Pagandahin ang processing at drying systems',
      'Maghanda ng mga plano, estimate at report',
    ],
    skills: {
      hard: ['Hydraulics at irrigation', 'Farm machinery', 'CAD at surveying', 'Post-harvest technology'],
      soft: ['Praktikal na pag-iisip', 'Pakikipagtulungan sa mga magsasaka', 'Problem-solving', 'Malinaw na pag-uulat'],
    },
    outlook:
      'Kailangan ang mga engineer na ito ng mga farm mechanisation at irrigation programme ng Department of Agriculture at ng National Irrigation Administration, pati ng mga agribusiness.',
  },
  electrician: {
    title: 'Electrician',
    summary:
      'Nag-i-install, nag-aayos at nagme-maintain ng wiring, outlet, ilaw at electrical equipment sa mga bahay, gusali at pabrika, nang ligtas at ayon sa code.',
    dayInTheLife:
      'Magsisimula ka sa isang bahay na itinatayo, naglalatag ng conduit at naghihila ng wire para sa mga lighting circuit. Pagkatapos ng tanghalian, pupuntahan mo ang isang maliit na restaurant na paulit-ulit na nagti-trip ang breaker, makikita mong overloaded ang isang circuit, at aayusin mo ito. Tatapusin mo ang araw sa pag-test ng gawa mo at pagpapaliwanag sa may-ari kung ano ang binago mo.',
    keyTasks: [
      'Magbasa ng plano at mag-install ng wiring at fixtures',
      'Hanapin at ayusin ang mga electrical fault',
      'I-test ang mga circuit at kagamitan para sa kaligtasan',
      'I-maintain ang mga panel, motor at ilaw',
      'Sundin ang Philippine Electrical Code at mga safety rule',
    ],
    skills: {
      hard: ['Electrical installation', 'Pagbasa ng wiring diagrams', 'Testing instruments', 'Philippine Electrical Code'],
      soft: ['Kaligtasan muna', 'Pagiging maaasahan', 'Problem-solving', 'Katapatan sa customer'],
    },
    outlook:
      'Laging kailangan ng construction, pabrika at building maintenance ang mga electrician, at nire-recruit ang mahuhusay na electrician para magtrabaho sa abroad.',
  },
  welder: {
    title: 'Welder',
    summary:
      'Pinagdudugtong ang mga piyesang metal sa pamamagitan ng welding para sa mga gusali, tulay, barko, pipeline at makina, nagbabasa ng drawings at pumapasa sa mga test na hinihingi ng bawat trabaho.',
    dayInTheLife:
      'Sa isang fabrication shop, babasahin mo ang drawing ng isang bakal na frame ng hagdan, gugupitin at ika-fit ang mga piyesa, at iwe-weld ang mga dugtungan sa mga posisyong kailangan ng trabaho. Iche-check ng quality inspector ang mga weld mo; may isang kailangang i-grind at ulitin. Sa hapon, magpa-practice ka ng pipe weld para sa certification test sa susunod na linggo.',
    keyTasks: [
      'Magbasa ng drawings at welding procedures',
      'Mag-cut, mag-fit at mag-weld ng mga piyesang metal',
      'Inspeksyunin at ayusin ang mga weld',
      'Panatilihing maayos ang mga kagamitan',
      'Sundin ang mga safety rule para sa init, usok at mata',
    ],
    skills: {
      hard: ['Shielded metal arc welding', 'Blueprint reading', 'Metal cutting at fitting', 'Basics ng weld inspection'],
      soft: ['Matatag na kamay at pokus', 'Pasensya', 'Kamalayan sa kaligtasan', 'Pagmamalaki sa kalidad ng gawa'],
    },
    outlook:
      'Kailangan ng mga shipyard, construction at manufacturing ang mga certified welder; mas malaki ang kita ng mga pipe at underwater welder, at ng mga welder na nagtatrabaho sa abroad.',
  },
  'automotive-technician': {
    title: 'Automotive Technician',
    summary:
      'Nagse-service at nag-aayos ng mga kotse, motorsiklo at truck: makina, preno, electrical systems at ang mga computer sa mga modernong sasakyan.',
    dayInTheLife:
      'Sa service centre ng isang dealership, gagawa ka ng dalawang periodic maintenance service: pagpapalit ng langis at filter at pag-check ng preno. May kotse ng customer na nagpapakita ng check-engine light: ikakabit mo ang scanner, makikita ang sirang sensor at papalitan ito. Tatapusin mo sa pag-road-test ng kotse at pagpapaliwanag ng ginawang repair sa service adviser.',
    keyTasks: [
      'Gumawa ng periodic maintenance services',
      'Mag-diagnose ng mga sira gamit ang scanner at mga test',
      'Mag-ayos ng makina, preno, suspension at electrical systems',
      'I-road-test ang mga sasakyan pagkatapos ayusin',
      'Mag-ingat ng job records at parts orders',
    ],
    skills: {
      hard: ['Engine at chassis systems', 'Diagnostic scanners', 'Automotive electrical systems', 'Hand at power tools'],
      soft: ['Problem-solving', 'Katapatan sa customer', 'Pagiging metikuloso', 'Kahandaang patuloy na matuto'],
    },
    outlook:
      'Dahil dumarami ang sasakyan sa kalsada at dumarating ang mga bagong hybrid at electric car, in demand ang mahuhusay na technician; marami ang nagbubukas kalaunan ng sariling talyer.',
  },
  plumber: {
    title: 'Tubero',
    summary:
      'Nag-i-install at nag-aayos ng water supply, drainage at sanitary systems sa mga bahay at gusali, para malinis ang pumapasok na tubig at ligtas ang paglabas nito.',
    dayInTheLife:
      'Magsisimula ka sa isang bagong townhouse, inilalatag ang mga linya ng tubig at tine-test kung may tagas bago isara ang mga pader. Sa hapon, pupuntahan mo ang isang baradong drain sa isang school, aalisin ang bara at papalitan ang isang sirang tubo. Tatapusin mo ang araw sa pagtatantiya ng materyales para sa bathroom renovation ng isang client.',
    keyTasks: [
      'Magbasa ng plumbing plans at mag-install ng mga tubo at fixtures',
      'Hanapin at ayusin ang mga tagas at bara',
      'I-test ang mga system para sa pressure at tagas',
      'Mag-install ng water heater, pump at tangke',
      'Sundin ang National Plumbing Code',
    ],
    skills: {
      hard: ['Pipe fitting', 'Pagbasa ng plumbing plans', 'Leak testing', 'National Plumbing Code'],
      soft: ['Pagiging maaasahan', 'Problem-solving', 'Katapatan sa customer', 'Lakas ng katawan'],
    },
    outlook:
      'Kailangan ang mga tubero sa bawat bayan para sa construction at building maintenance, at nire-recruit ang mga may karanasan para magtrabaho sa abroad.',
  },
  'aircon-technician': {
    title: 'Aircon at Refrigeration Technician',
    summary: 'Nag-i-install, naglilinis at nag-aayos ng mga aircon at refrigerator sa mga bahay, opisina, tindahan at cold storage.',
    dayInTheLife:
      'Lilinisin mo sa umaga ang tatlong window-type unit sa bahay ng isang pamilya, at iche-check kung may gas leak. Pagkatapos ng tanghalian, mag-i-install ka ng split-type na aircon sa isang maliit na opisina: ikakabit ang mga unit at iba-vacuum ang mga linya bago mag-charge. Ang huli mong tawag ay isang grocery na hindi na malamig ang chiller: makikita mong sira ang fan motor at papalitan mo ito.',
    keyTasks: [
      'Mag-install ng mga aircon at refrigeration unit',
      'Maglinis at mag-maintain ng mga unit',
      'Hanapin at ayusin ang mga sira at tagas',
      'Hawakan ang refrigerants nang ligtas at ayon sa batas',
      'Ipaliwanag sa mga customer kung paano mapapanatiling episyente ang mga unit',
    ],
    skills: {
      hard: ['Refrigeration cycle', 'Electrical troubleshooting', 'Paghawak ng refrigerant', 'Brazing'],
      soft: ['Pagiging maaasahan', 'Customer service', 'Problem-solving', 'Kamalayan sa kaligtasan'],
    },
    outlook:
      'Dahil sa init ng panahon at mga bagong gusali, may trabaho ang mga aircon technician buong taon; marami ang may sariling service business.',
  },
  physician: {
    title: 'Doktor (Physician)',
    summary:
      'Sinusuri ang mga pasyente, inaalam kung ano ang nagpapasakit sa kanila at ginagamot sila: nagre-reseta ng gamot, nag-o-order ng mga test, gumagawa ng procedures at sinusubaybayan ang pasyente hanggang gumaling.',
    dayInTheLife:
      'Bilang resident sa isang pampublikong ospital, magsisimula ka sa rounds: iche-check mo ang bawat pasyente mo, babasahin ang mga laboratory result nila at aayusin ang treatment kasama ang consultant mo. Bandang tanghali, haharapin mo ang mga pasyente sa out-patient clinic, ipapaliwanag ang diagnosis sa Filipino at magsusulat ng reseta. Sa hapon, ia-admit mo ang isang pasyente mula sa emergency room, saka ka mag-e-endorse sa doktor na naka-duty sa gabi.',
    keyTasks: [
      'Kausapin at i-examine ang mga pasyente',
      'Mag-order at magbasa ng mga laboratory test at imaging',
      'Mag-diagnose ng sakit at magplano ng treatment',
      'Magreseta ng gamot at gumawa ng mga procedure',
      'Ipaliwanag ang kondisyon sa pasyente at pamilya, at mag-ingat ng medical records',
    ],
    skills: {
      hard: ['Clinical examination', 'Diagnosis', 'Pharmacology', 'Emergency care', 'Medical records'],
      soft: ['Malasakit', 'Matinong pagpapasya kahit may pressure', 'Malinaw na pagpapaliwanag', 'Tibay para sa mahahabang duty'],
    },
    outlook:
      'Kulang ang mga doktor sa bansa, lalo na sa labas ng Metro Manila; pagkatapos ng board exam, marami ang nagte-training pa nang tatlo hanggang limang taon para sa isang specialty, at may mga government scholarship na sumasagot sa medical school kapalit ng serbisyo sa probinsya.',
  },
  dentist: {
    title: 'Dentista',
    summary:
      'Pinapanatiling malusog ang ngipin at gilagid: nagche-check, naglilinis, nagpapasta at bumubunot ng ngipin, gumagawa ng pustiso at braces, at tinuturuan ang mga pasyente kung paano alagaan ang bibig nila.',
    dayInTheLife:
      'Sa clinic mo, ang unang pasyente ay batang masakit ang ngipin: kukuha ka ng X-ray at magpapasta habang pinapakalma ang bata. Susunod ang isang adult na magpapalinis, at isa pang magpapasukat ng pustisong ginawa mo kasama ang laboratory. Sa pagitan ng mga pasyente, ini-sterilise ninyo ng assistant mo ang mga instrument at sinasagot mo ang mga message tungkol sa appointment.',
    keyTasks: [
      'I-check ang ngipin at gilagid at magbasa ng dental X-ray',
      'Maglinis, magpasta at bumunot ng ngipin',
      'Magplano at magkabit ng pustiso, crown at braces',
      'Panatilihing sterile ang mga instrument at kumpleto ang records',
      'Turuan ang mga pasyente kung paano iiwasan ang pagkabulok ng ngipin',
    ],
    skills: {
      hard: ['Restorative dentistry', 'Basics ng oral surgery', 'Dental radiography', 'Infection control'],
      soft: ['Steady na kamay', 'Kayang pakalmahin ang pasyente', 'Pagiging metikuloso', 'Business sense sa pagpapatakbo ng clinic'],
    },
    outlook:
      'Karamihan ng dentista ay nagbubukas ng sariling clinic pagkatapos ng ilang taon bilang associate; kumukuha rin ng dentista ang mga rural health unit at ang AFP, at orthodontics ang pinakamalaki ang kita.',
  },
  'radiologic-technologist': {
    title: 'Radiologic Technologist',
    summary:
      'Kumukuha ng X-ray, CT scan, mammogram at iba pang image na ginagamit ng doktor para makita ang loob ng katawan, nang ligtas at malinaw.',
    dayInTheLife:
      'Sa imaging section ng ospital, magsisimula ka sa chest X-ray ng mga out-patient: ipo-position mo ang bawat isa at iche-check ang image bago sila umalis. May dumating na ambulansya na may biktima ng aksidente sa kalsada, kaya magpapatakbo ka ng CT scan habang nakabantay ang radiologist. Sa hapon, iche-check mo ang mga radiation badge, lilinisin ang equipment at ila-log ang bawat exam.',
    keyTasks: [
      'Ihanda at i-position ang mga pasyente para sa imaging',
      'Magpatakbo ng X-ray, CT at iba pang imaging machine',
      'I-check ang kalidad ng mga image bago ipadala sa radiologist',
      'Protektahan ang mga pasyente at staff mula sa radiation',
      'Mag-ingat ng records at alagaan ang equipment',
    ],
    skills: {
      hard: ['Radiographic positioning', 'CT at digital imaging', 'Radiation safety', 'Patient care'],
      soft: ['Kalmado sa mga pasyenteng kinakabahan', 'Katumpakan', 'Teamwork', 'Lakas ng katawan'],
    },
    outlook:
      'Patuloy na nagdadagdag ng imaging services ang mga ospital at diagnostic centre; marami ang nakakahanap ng trabaho sa Middle East at ibang bansa kapag may training sa CT, MRI o ultrasound.',
  },
  veterinarian: {
    title: 'Beterinaryo (Veterinarian)',
    summary:
      'Pinapanatiling malusog ang mga hayop: ginagamot ang mga alagang hayop sa clinic, pinoprotektahan sa sakit ang mga hayop sa bukid, at iniinspeksyon ang karne at iba pang produkto ng hayop para ligtas ang pagkain.',
    dayInTheLife:
      'Sa isang small-animal clinic, magbabakuna ka ng mga tuta, lilinisin ang sugat ng isang pusa at ipapaliwanag sa may-ari kung paano ibibigay ang gamot. Pagkatapos ng tanghalian, sasama ka sa municipal agriculture office para i-check ang mga baboy sa isang backyard farm kung may senyales ng African swine fever, at kukuha ng samples para sa laboratory.',
    keyTasks: [
      'Suriin, i-diagnose at gamutin ang mga hayop',
      'Magbakuna at magpatakbo ng mga programa laban sa sakit',
      'Mag-opera, gaya ng pagkapon',
      'Inspeksyunin ang mga hayop at karne para sa food safety',
      'Payuhan ang mga may-ari at magsasaka tungkol sa pag-aalaga at pagpapakain',
    ],
    skills: {
      hard: ['Pagsusuri at operasyon sa hayop', 'Laboratory diagnosis', 'Disease control', 'Food safety inspection'],
      soft: ['Malasakit sa hayop at sa may-ari', 'Kalmado kahit may pressure', 'Komunikasyon', 'Lakas ng loob'],
    },
    outlook:
      'Dumarami ang mga pet clinic sa mga lungsod, at kailangan ng mga LGU, ng Bureau of Animal Industry at ng mga livestock company ang mga beterinaryo para labanan ang mga sakit ng hayop.',
  },
  psychologist: {
    title: 'Psychologist',
    summary:
      'Sinusuri kung paano mag-isip, makaramdam at kumilos ang mga tao, at tinutulungan silang harapin ang mga pinagdadaanan nila: nagbibigay ng psychological tests, nagko-counsel ng mga client at sumusuporta sa mga school, kumpanya at korte.',
    dayInTheLife:
      'Sa isang private practice, sisimulan mo sa pag-score ng psychological tests ng isang estudyanteng nag-a-apply ng scholarship at sa pagsulat ng report. Kakausapin mo ang isang young professional sa counselling session tungkol sa anxiety, saka ka sasali sa video call kasama ang HR team ng isang kumpanya tungkol sa wellness programme nila. Sa dulo ng araw, ia-update mo ang mga confidential na notes mo.',
    keyTasks: [
      'Magbigay at mag-interpret ng psychological tests',
      'Mag-counsel ng mga indibidwal, mag-asawa at grupo',
      'Magsulat ng psychological reports',
      'Magdisenyo ng mga programa para sa mental health at wellness',
      'I-refer ang mga client sa psychiatrist at iba pang tulong kung kailangan',
    ],
    skills: {
      hard: ['Psychological assessment', 'Mga counselling technique', 'Pagsulat ng report', 'Research methods'],
      soft: ['Empatiya', 'Marunong makinig', 'Pag-iingat ng confidentiality', 'Pasensya'],
    },
    outlook:
      'Tumaas ang demand dahil sa Mental Health Act at sa mga wellness programme ng mga school at kumpanya; nagsisimula ang mga psychometrician sa HR at testing centres habang nag-aaral para sa master’s degree.',
  },
  'guidance-counselor': {
    title: 'Guidance Counselor',
    summary:
      'Tinutulungan ang mga estudyante sa pag-aaral, sa pagpili ng kurso at career, at sa mga personal na problema, sa mga school, kolehiyo at kumpanya.',
    dayInTheLife:
      'Sa isang senior high school, ang una mong kausap ay isang Grade 12 na hindi makapili sa pagitan ng nursing at engineering; sabay ninyong titingnan ang resulta ng interest test niya. Tapos may ire-refer na estudyante ang isang teacher dahil lagi itong absent, kaya tatawagan mo ang mga magulang. Pagkatapos ng tanghalian, magpapatakbo ka ng career orientation para sa isang buong section at magpaplano ng college fair sa susunod na linggo.',
    keyTasks: [
      'Mag-counsel ng mga estudyante nang isa-isa at by group',
      'Magbigay at magpaliwanag ng interest at aptitude tests',
      'Magpatakbo ng mga career guidance at orientation programme',
      'Makipagtulungan sa mga teacher at magulang sa mga problema ng estudyante',
      'Mag-ingat ng confidential na records at i-refer ang mga estudyanteng nangangailangan ng mas malalim na tulong',
    ],
    skills: {
      hard: ['Counselling', 'Psychological testing', 'Career guidance', 'Pagpaplano ng programa'],
      soft: ['Empatiya', 'Marunong makinig', 'Mapagkakatiwalaan', 'Pasensya'],
    },
    outlook:
      'Kulang sa licensed guidance counselor ang DepEd at mga private school, kaya mabilis makahanap ng posisyon ang mga licensed graduate; may ilan na nagiging career coach o HR specialist kalaunan.',
  },
  lawyer: {
    title: 'Abogado',
    summary:
      'Nagpapayo sa mga tao, kumpanya at gobyerno tungkol sa batas, sumusulat ng mga kontrata at legal na dokumento, at kumakatawan sa mga client sa korte.',
    dayInTheLife:
      'Sa isang law firm, sisimulan mo sa pag-review ng lease contract para sa isang client na magbubukas ng restaurant, at mamarkahan mo ang mga delikadong clause. Bandang tanghali, dadalo ka sa hearing ng isang labour case sa regional trial court. Pagkatapos kumain, magre-research ka ng mga desisyon ng Supreme Court para sa isang position paper, saka mo kakausapin ang isang pamilya tungkol sa paghahati ng naiwang ari-arian ng mga magulang nila.',
    keyTasks: [
      'Magbigay ng legal advice sa mga client',
      'Gumawa ng mga kontrata, pleading at iba pang legal na dokumento',
      'Mag-research ng mga batas at desisyon ng korte',
      'Katawanin ang mga client sa mga hearing at negosasyon',
      'Mag-notaryo ng mga dokumento at mag-ayos ng mga alitan',
    ],
    skills: {
      hard: ['Legal research', 'Legal writing sa English', 'Pangangatwiran at oral advocacy', 'Pag-draft ng kontrata'],
      soft: ['Integridad', 'Lohikal na pag-iisip', 'Tiyaga sa pagbabasa', 'Kalmado kahit may alitan'],
    },
    outlook:
      'Nagtatrabaho ang mga abogado sa mga law firm, kumpanya, bangko, opisina ng gobyerno (Public Attorney’s Office, mga prosecutor, mga korte) o sa sarili nilang practice; marami ang nag-aaral ng law habang nagtatrabaho.',
  },
  'military-officer': {
    title: 'Military Officer (AFP)',
    summary:
      'Namumuno sa mga sundalo, sailor o airman ng Armed Forces of the Philippines sa pagtatanggol sa bansa at sa pagresponde sa sakuna, simula bilang Second Lieutenant o Ensign.',
    dayInTheLife:
      'Bilang platoon leader sa isang Army battalion, nagsisimula ang araw mo sa physical training at formation. Iche-check mo ang gamit ng mga sundalo mo, magpaplano ng patrol kasama ang sarhento mo at magre-report sa company commander. Sa hapon, pangungunahan mo ang isang disaster response drill kasama ang LGU, saka mo isusulat ang mga report ng araw.',
    keyTasks: [
      'Pamunuan at i-train ang isang unit ng mga sundalo',
      'Magplano at magsagawa ng mga mission at patrol',
      'Tumulong sa disaster relief at community work',
      'Alagaan ang equipment, supplies at kapakanan ng mga sundalo',
      'Magsulat ng mga report at sundin ang chain of command',
    ],
    skills: {
      hard: ['Military tactics', 'Map reading at navigation', 'Paghawak ng armas', 'Pagpaplano at pag-report'],
      soft: ['Pamumuno', 'Disiplina', 'Tibay ng katawan at isip', 'Integridad'],
    },
    outlook:
      'Taon-taong nagre-recruit ng mga officer ang AFP sa pamamagitan ng PMA, ng Officer Candidate Course at ng direct commission para sa mga doktor, abogado at engineer; libre ang pag-aaral ng mga PMA cadet at may buwanang allowance pa sila.',
  },
  soldier: {
    title: 'Sundalo (AFP Enlisted Personnel)',
    summary:
      'Naglilingkod sa Philippine Army, Navy, Air Force o Marines bilang enlisted member: nagbabantay, nagpapatrolya, pinapanatiling handa ang equipment at tumutulong kapag may sakuna.',
    dayInTheLife:
      'Sa kampo, nagsisimula ang araw mo sa formation at pagtakbo. Lilinisin at iche-check mo ang riple mo, saka kayo magte-training ng squad mo sa first aid at rescue. Sa hapon, magbabantay ka sa gate, at kapag may typhoon warning, ihahanda ng unit ninyo ang mga truck at rubber boat para sa relief operations.',
    keyTasks: [
      'Mag-training para sa combat, rescue at first aid',
      'Bantayan ang mga kampo at magpatrolya sa mga itinalagang lugar',
      'Alagaan ang mga armas, sasakyan at equipment',
      'Tumulong sa disaster relief at mga community project',
      'Sumunod sa utos at mag-report sa mga nakatataas',
    ],
    skills: {
      hard: ['Paghawak ng armas', 'First aid', 'Physical fitness', 'Radio communication'],
      soft: ['Disiplina', 'Teamwork', 'Tapang', 'Tibay'],
    },
    outlook:
      'Taon-taong nagre-recruit ang Army, Navy, Air Force at Marines; puwedeng mag-aral ang mga enlisted personnel habang naglilingkod at mag-apply bilang officer kalaunan.',
  },
  firefighter: {
    title: 'Bumbero (BFP Fire Officer)',
    summary:
      'Pumapatay ng sunog, nagre-rescue ng mga tao sa aksidente at sakuna, at nag-iinspeksyon ng mga gusali para hindi magsimula ang sunog, bilang Fire Officer ng Bureau of Fire Protection.',
    dayInTheLife:
      'Nagsisimula ang 24-hour duty mo sa pag-check ng fire truck, mga hose at breathing set. Sa umaga, iinspeksyunin mo ang isang mall kung may nakaharang na exit at expired na fire extinguisher. Pagkatapos ng tanghalian, magpapatakbo ka ng fire drill sa isang public school, at sa gabi, tutunog ang alarm: may nasusunog na bahay sa isang siksikang barangay, kung saan tutulong kang pigilan ang pagkalat ng apoy at sisiguraduhing nakalabas ang lahat.',
    keyTasks: [
      'Rumesponde sa sunog, rescue at medical emergencies',
      'Magpatakbo ng fire truck, pump at breathing apparatus',
      'Inspeksyunin ang mga gusali para sa fire safety',
      'Turuan ang mga komunidad sa pag-iwas sa sunog at magpatakbo ng drills',
      'Panatilihing handa ang equipment at magsulat ng incident reports',
    ],
    skills: {
      hard: ['Firefighting techniques', 'Rescue at first aid', 'Fire Code inspection', 'Pagpapatakbo ng equipment'],
      soft: ['Tapang', 'Teamwork', 'Kalmado kahit may pressure', 'Physical fitness'],
    },
    outlook:
      'Nagdadagdag pa rin ang BFP ng mga fire station para maabot ang bawat bayan, kaya taon-taon itong nagre-recruit ng mga Fire Officer.',
  },
  'airline-pilot': {
    title: 'Airline Pilot',
    summary:
      'Nagpapalipad nang ligtas ng mga eroplanong pampasahero at pang-cargo sa pagitan ng mga airport, una bilang first officer katabi ng captain, saka bilang captain na may hawak ng flight.',
    dayInTheLife:
      'Nagsisimula ang duty mo sa airport isang oras bago ang departure: babasahin mo ang weather at ang flight plan, pagkakasunduan ninyo ng captain ang fuel, at iinspeksyunin ninyo ng engineer ang eroplano. Ikaw ang magpapalipad sa Manila papuntang Davao habang ang captain ang humahawak ng radyo, saka kayo magpapalit ng role pabalik. Pagka-landing, pupunan mo ang logbook at titingnan ang roster mo bukas.',
    keyTasks: [
      'Magplano ng flight gamit ang weather, ruta at fuel data',
      'Inspeksyunin ang eroplano bago ang bawat flight',
      'Magpalipad ng eroplano at makipag-usap sa air traffic control',
      'Harapin ang mga emergency ayon sa checklist',
      'Mag-ingat ng logbook at mag-training sa simulator taon-taon',
    ],
    skills: {
      hard: ['Aircraft handling', 'Navigation at meteorology', 'Aviation English', 'Instrument flying'],
      soft: ['Kalmadong pagpapasya', 'Alam ang nangyayari sa paligid', 'Teamwork sa cockpit', 'Disiplina'],
    },
    outlook:
      'Patuloy na nagha-hire ang mga airline sa Pilipinas at sa Asya habang dumarami ang bumibiyahe; mahal ang flight training (madalas ₱2 milyon o higit pa), kaya marami ang pumapasok sa pamamagitan ng airline cadet programme o ng Philippine Air Force.',
  },
  'aircraft-maintenance-technician': {
    title: 'Aircraft Maintenance Technician',
    summary:
      'Nag-iinspeksyon, nag-aayos at nagse-service ng mga eroplano at helicopter para ligtas silang lumipad, at pumipirma para sa trabahong nagawa.',
    dayInTheLife:
      'Sa night shift sa hangar, bubuksan mo ang work card para sa scheduled check ng isang eroplano. Iinspeksyunin mo ang landing gear, papalitan ang isang pudpod na preno at ite-test ang piyesa kasama ang lead mo. Nakasulat sa maintenance log ang bawat hakbang; bago sumikat ang araw, ire-review ng licensed engineer ang trabaho mo at ire-release ang eroplano para sa unang flight.',
    keyTasks: [
      'Inspeksyunin ang structure, makina at mga system ng eroplano',
      'Magpalit at mag-ayos ng mga piyesa ayon sa maintenance manual',
      'Hanapin ang sanhi ng mga sirang ini-report ng mga piloto',
      'Itala ang lahat ng trabaho sa maintenance logs',
      'Sundin ang mahigpit na safety at quality rules',
    ],
    skills: {
      hard: ['Aircraft systems', 'Pagbasa ng technical manuals', 'Hand at power tools', 'Troubleshooting'],
      soft: ['Pagiging metikuloso', 'Katapatan sa pag-report', 'Teamwork', 'Kayang magtrabaho nang maayos sa gabi'],
    },
    outlook:
      'Nagse-service ang mga maintenance company sa Clark, Mactan at Manila ng mga airline mula sa buong mundo, at nire-recruit ang mga licensed technician papuntang Middle East at ibang bahagi ng Asya.',
  },
  'technical-support-representative': {
    title: 'Technical Support Representative',
    summary:
      'Tinutulungan ang mga customer ng isang tech company, internet provider o software firm na ayusin ang mga problema sa device, account at connection nila, sa phone, chat o e-mail.',
    dayInTheLife:
      'Sa night shift para sa isang internet provider sa US, may tatawag na customer na laging nawawala ang Wi-Fi. Gagabayan mo siya sa pag-restart ng modem, iche-check mo ang linya gamit ang mga tool mo, at dahil bumagsak ang test, magbu-book ka ng technician. Sa pagitan ng mga call, ia-update mo ang mga ticket at babasahin ang bagong troubleshooting guide para sa isang router model.',
    keyTasks: [
      'Sumagot sa mga call, chat at e-mail tungkol sa mga technical na problema',
      'Mag-troubleshoot ng device, software at connection nang step by step',
      'I-log ang bawat case sa ticketing system',
      'I-escalate ang mahihirap na case sa susunod na support level',
      'Abutin ang mga target sa resolution, oras at customer satisfaction',
    ],
    skills: {
      hard: ['Troubleshooting', 'Basics ng computer at network', 'Ticketing systems', 'Bilis sa pag-type'],
      soft: ['Pasensya', 'Malinaw na English', 'Kalmado sa mga galit na customer', 'Mabilis matuto'],
    },
    outlook:
      'Mas malaki ang sahod sa mga technical account kaysa sa karaniwang customer service, at maikli ang hakbang papuntang IT support, network o cloud roles para sa mga patuloy na nag-aaral.',
  },
  'bpo-quality-analyst': {
    title: 'Quality Analyst (BPO)',
    summary:
      'Nakikinig sa mga call at nagbabasa ng mga chat sa isang contact centre, ini-score ang mga ito ayon sa standards ng client, at kino-coach ang mga agent para gumanda ang serbisyo sa customer.',
    dayInTheLife:
      'Kukuha ka ng sample ng mga call kahapon at ii-score ang mga ito sa isang form: greeting, accuracy, empathy at closing. May agent na nagbigay ng maling refund policy, kaya ifa-flag mo ito at magbu-book ng coaching session. Sa hapon, sasali ka sa calibration call kasama ang client sa US para pagkasunduan kung paano i-score ang isang mahirap na call, saka mo ia-update ang weekly quality report.',
    keyTasks: [
      'I-monitor at i-score ang mga call, chat at e-mail',
      'Magbigay ng feedback at coaching sa mga agent',
      'Hanapin ang mga pattern sa mga error at magmungkahi ng solusyon',
      'I-calibrate ang scoring kasama ang mga client at team leader',
      'I-report ang quality results bawat linggo',
    ],
    skills: {
      hard: ['Quality monitoring forms', 'Spreadsheets', 'Root-cause analysis', 'Pagsulat ng report'],
      soft: ['Pagiging patas', 'Maayos magbigay ng feedback', 'Pagiging metikuloso', 'Mahusay na English'],
    },
    outlook:
      'Karaniwang promotion ito para sa magagaling na agent pagkatapos ng isa o dalawang taon; papunta ito sa training, quality management at operations roles.',
  },
  'bpo-team-leader': {
    title: 'Team Leader (BPO)',
    summary:
      'Namumuno sa isang team ng 12 hanggang 20 contact-centre agent: kino-coach sila, binabantayan ang numbers ng team, hinaharap ang mga escalated na customer at pinapanatiling motivated ang lahat.',
    dayInTheLife:
      'Bubuksan mo ang shift sa isang huddle: ang scores kahapon, ang promo ngayong araw at isang shout-out para sa top agent. Habang shift, sasagutin mo ang isang escalated call mula sa galit na customer, makikinig sa call ng isang bagong agent at bibigyan siya ng coaching pagkatapos. Bago mag-log out, ire-review mo ang attendance, mag-a-approve ng leave at ihahanda ang report mo para sa operations manager.',
    keyTasks: [
      'Magpatakbo ng team huddles at magbahagi ng updates',
      'I-coach ang mga agent sa quality at performance',
      'Harapin ang mga escalated na customer call',
      'I-track ang metrics at attendance ng team',
      'Mag-report sa mga operations manager at sa client',
    ],
    skills: {
      hard: ['Contact-centre metrics', 'Performance coaching', 'Spreadsheets at dashboards', 'Basics ng scheduling'],
      soft: ['Pamumuno', 'Empatiya', 'Pag-aayos ng alitan', 'Positibo kahit may pressure'],
    },
    outlook:
      'Napo-promote bilang team leader ang mga agent pagkatapos ng isa o dalawang taon ng magandang resulta; ang susunod na hakbang ay operations manager at account manager.',
  },
  'workforce-analyst': {
    title: 'Workforce Analyst',
    summary:
      'Tinatantiya kung ilang call at chat ang darating sa isang contact centre at pinaplano kung ilang agent ang kailangang magtrabaho bawat kalahating oras, saka inaayos ang plano habang tumatakbo ang araw.',
    dayInTheLife:
      'Sisimulan mo sa paghahambing ng call volume kahapon sa forecast mo: may bagyo sa US kaya mas maraming tumawag kaysa inaasahan. Ia-update mo ang forecast model, gagawa ng schedules para sa susunod na linggo at mag-a-approve ng shift swaps. Habang tumatakbo ang araw, babantayan mo ang real-time dashboard at ililipat ang breaks ng mga agent kapag humahaba ang queue.',
    keyTasks: [
      'I-forecast ang dami ng call at chat mula sa dating data',
      'Gumawa ng agent schedules na umaabot sa service levels',
      'Bantayan ang mga queue nang real time at ayusin ang staffing',
      'I-track ang attendance, shrinkage at service levels',
      'I-report at ipaliwanag sa mga manager ang kailangang staffing',
    ],
    skills: {
      hard: [
        'Excel o Google Sheets, kasama ang formulas at pivot tables',
        'Forecasting',
        'Workforce management software',
        'Basic na statistics',
      ],
      soft: ['Analytical na pag-iisip', 'Mabilis magpasya', 'Malinaw na komunikasyon', 'Pagiging metikuloso'],
    },
    outlook:
      'May workforce team ang bawat malaking BPO; nagiging planner ang mga real-time analyst na natututo ng forecasting, at nadadala ang mga skill na ito sa data analyst roles.',
  },
  'virtual-assistant': {
    title: 'Virtual Assistant',
    summary:
      'Nagtatrabaho online para sa mga negosyo, madalas sa abroad: hawak ang e-mail, calendar, mga message ng customer, bookkeeping, social media o research, mula sa bahay.',
    dayInTheLife:
      'Magla-log in ka nang 8 p.m., umaga pa lang ng client mo sa Australia. Lilinisin mo ang inbox niya, magbu-book ng dalawang meeting at sasagutin ang mga message ng customer ng online shop niya. Pagkatapos ng break, ia-update mo ang bookkeeping sheet at ise-schedule ang social media posts sa susunod na linggo, saka ka magpapadala ng end-of-day report bago mag-sign off.',
    keyTasks: [
      'Hawakan ang e-mail, calendar at bookings',
      'Sagutin ang mga tanong ng customer sa e-mail at chat',
      'Gumawa ng data entry, bookkeeping o research',
      'Mag-schedule ng social media posts at gumawa ng simpleng graphics',
      'I-report sa mga client ang natapos na trabaho at oras',
    ],
    skills: {
      hard: [
        'Google Workspace at Microsoft 365',
        'Mga online tool gaya ng Canva, Trello at Slack',
        'Written English',
        'Basic na bookkeeping',
      ],
      soft: ['Pagiging maaasahan', 'Disiplina kahit mag-isang nagtatrabaho', 'Pagiging organisado', 'Maayos na komunikasyon sa client'],
    },
    outlook:
      'In demand ang mga Pilipinong VA sa US, Australia at Europe; karamihan ay nagsisimula sa mga freelancing platform, at mas mataas ang singil ng mga VA na may specialty (bookkeeping, marketing, real estate). Magparehistro sa BIR bilang freelancer.',
  },
  'able-seafarer-deck': {
    title: 'Able Seafarer Deck (Seaman)',
    summary:
      'Nagtatrabaho sa deck ng mga cargo ship at tanker: nagbabantay, nagmamaneho ng barko, humahawak ng mooring lines at cargo gear, at nagme-maintain ng barko, sa ilalim ng mga deck officer.',
    dayInTheLife:
      'Sa isang bulk carrier na tumatawid ng Pacific, hawak mo ang 8-to-12 watch sa bridge bilang lookout at helmsman. Pagkatapos ng watch, magtatanggal ka ng kalawang at magpipintura ng deck kasama ang team ng bosun. Pagdating ng barko sa port, tutulong kang itali ang mooring lines at babantayan mo ang gangway habang nilo-load ang cargo.',
    keyTasks: [
      'Magbantay bilang lookout at magmaneho sa navigational watch',
      'Humawak ng mooring lines, angkla at cargo gear',
      'I-maintain ang deck: chipping, pagpipintura, pag-grasa',
      'Sumali sa fire at abandon-ship drills',
      'Magbantay sa gangway at mag-security watch sa port',
    ],
    skills: {
      hard: ['Steering at lookout', 'Mooring at rigging', 'Maintenance work', 'Sea survival at firefighting'],
      soft: ['Teamwork sa multinational na crew', 'Tibay para sa ilang buwan sa dagat', 'Disiplina', 'Kamalayan sa kaligtasan'],
    },
    outlook:
      'Malaking bahagi ng crew ng mga barko sa mundo ay Pilipino; kinukuha ang mga rating sa pamamagitan ng mga manning agency na lisensyado ng DMW, sa mga kontratang anim hanggang siyam na buwan.',
  },
  'able-seafarer-engine': {
    title: 'Able Seafarer Engine (Oiler)',
    summary:
      'Nagtatrabaho sa engine room ng barko: binabantayan ang mga makina at pump, naglalangis at naglilinis ng makinarya, at tumutulong sa mga marine engineer sa pag-aayos.',
    dayInTheLife:
      'Nagsisimula ang engine-room watch mo sa rounds: babasahin mo ang mga gauge, iche-check ang lebel ng langis at pakikinggan kung may kakaibang ingay. Lilinisin ninyo ng third engineer ang isang fuel filter at itatala mo ang readings sa log. Pagkatapos ng watch, tutulong ka sa pag-overhaul ng isang pump at lilinisin ang workshop.',
    keyTasks: [
      'Magbantay sa engine room at kumuha ng readings',
      'Maglangis, maglinis at mag-check ng makinarya',
      'Tulungan ang mga engineer sa maintenance at repairs',
      'Hawakan nang ligtas ang paglilipat ng fuel at langis',
      'Sumali sa mga safety drill',
    ],
    skills: {
      hard: ['Basics ng marine machinery', 'Hand tools', 'Paglalangis at paglilinis', 'Engine-room safety'],
      soft: ['Tibay sa init at ingay', 'Teamwork', 'Pagiging maaasahan', 'Pagiging alerto'],
    },
    outlook:
      'Hinahanap ng mga manning agency ang mga engine rating na may skills sa welding at makinarya; kapag may degree at sea time na, puwedeng maging marine engineer ang oiler.',
  },
  'heavy-equipment-operator': {
    title: 'Heavy Equipment Operator',
    summary: 'Nagpapatakbo ng excavator, bulldozer, wheel loader, crane at forklift sa mga construction site, minahan, pantalan at bodega.',
    dayInTheLife:
      'Sa isang road project, sisimulan mo sa pre-operation check ng excavator mo: langis, hydraulics, tracks at ilaw. Mamarkahan ng foreman kung saan dadaan ang drainage trench, at huhukayin mo ito hanggang sa lalim na nasa plano habang ginagabayan ka ng isang spotter. Sa hapon, maglo-load ka ng lupa sa mga truck at itatala ang machine hours mo.',
    keyTasks: [
      'I-check ang makina bago at pagkatapos gamitin',
      'Maghukay, magbuhat, mag-load at maglipat ng materyales ayon sa plano',
      'Magtrabaho nang ligtas kasama ang mga spotter at ibang crew',
      'I-report ang mga sira at gumawa ng basic maintenance',
      'Itala ang machine hours at konsumo ng fuel',
    ],
    skills: {
      hard: ['Pagpapatakbo ng makina', 'Pagbasa ng site plans at grade stakes', 'Basic maintenance', 'Site safety'],
      soft: ['Focus', 'Hand-eye coordination', 'Pagiging responsable', 'Teamwork'],
    },
    outlook:
      'Hindi nauubusan ng trabaho ang mga operator dahil sa mga proyekto ng gobyerno sa kalsada at flood control, at kabilang ang mga certified operator sa pinakahinahanap na manggagawa sa Middle East at Australia.',
  },
  pipefitter: {
    title: 'Pipefitter',
    summary:
      'Nagle-layout, nagpuputol, nagdudugtong at nag-i-install ng mga tubong dinadaluyan ng tubig, steam, gas at langis sa mga planta, refinery, barko at malalaking gusali.',
    dayInTheLife:
      'Sa isang power plant project, babasahin mo ang isometric drawing ng isang steam line, susukatin at puputulin ang tubo, at ikakabit ang mga flange at elbow. Ang welder ang magdudugtong sa mga fit-up mo; ikaw ang sasalo sa tubo at magche-check ng alignment. Bago matapos ang araw, ipe-pressure test ng team ang isang tapos nang section at aayusin ang isang tumatagas na dugtungan.',
    keyTasks: [
      'Magbasa ng piping drawings at isometrics',
      'Magsukat, magputol, mag-thread at magkabit ng mga tubo',
      'Mag-install ng mga support, valve at fitting',
      'I-test ang mga system kung may tagas',
      'Sundin ang safety rules sa taas, init at pressure',
    ],
    skills: {
      hard: ['Piping drawings', 'Pagputol at pag-fit ng tubo', 'Pagsukat at pag-level', 'Pressure testing'],
      soft: ['Katumpakan', 'Teamwork kasama ang mga welder', 'Kamalayan sa kaligtasan', 'Lakas ng katawan'],
    },
    outlook:
      'Kumukuha ng mga may karanasang pipefitter ang mga refinery, power plant at shipyard dito at sa Middle East; pinakamalaki ang kita ng mga may welding certificate din.',
  },
  carpenter: {
    title: 'Karpintero',
    summary:
      'Gumagawa at nag-aayos ng mga bahaging kahoy ng gusali: formworks para sa semento, kuwadro ng bubong, pinto, cabinet at finishing.',
    dayInTheLife:
      'Sa isang housing project, sisimulan ninyo ng crew mo ang formwork ng isang poste, at iche-check mong tuwid ito bago buhusan ng semento. Pagkatapos ng tanghalian, magkakabit ka ng door jamb sa mga tapos nang kuwarto at susukatin ang kusina para sa mga cabinet. Bago umuwi, hahasain mo ang mga gamit mo at itatabi ang kahoy nang malayo sa ulan.',
    keyTasks: [
      'Magbasa ng plano at magsukat nang tama',
      'Gumawa ng formworks, kuwadro at bubong',
      'Magkabit ng pinto, bintana, kisame at cabinet',
      'Gumamit nang ligtas ng hand at power tools',
      'Tantiyahin ang materyales para sa foreman',
    ],
    skills: {
      hard: ['Pagsukat at layout', 'Hand at power tools', 'Formwork', 'Finishing carpentry'],
      soft: ['Katumpakan', 'Teamwork', 'Pagiging maaasahan', 'Problem-solving'],
    },
    outlook:
      'Dahil malakas ang construction dito at sa Gulf, laging in demand ang mga karpintero; pinakamalaki ang kita ng mahuhusay na finishing carpenter at foreman, at marami ang nagsisimula ng sariling contracting kalaunan.',
  },
  mason: {
    title: 'Mason',
    summary:
      'Naglalatag ng hollow blocks, ladrilyo at bato, nagpapalitada ng pader at naglalagay ng tiles, para mabuo ang mga pader at sahig ng bahay at gusali.',
    dayInTheLife:
      'Maghahalo ka ng mortar at maglalatag ng hollow blocks para sa mga pader ng isang two-storey na bahay, chine-check ang bawat hanay gamit ang level at hilo. Sa hapon, papalitadahan mo ang isang tapos nang pader at sisimulan ang paglalagay ng floor tiles sa banyo, pinuputol ang tiles para magkasya sa paligid ng drain.',
    keyTasks: [
      'Magbasa ng plano at markahan ang mga pader',
      'Maghalo ng mortar at semento',
      'Maglatag ng blocks, ladrilyo at bato',
      'Magpalitada ng pader at maglagay ng tiles',
      'Panatilihing ligtas at malinis ang lugar ng trabaho',
    ],
    skills: {
      hard: ['Paglalatag ng block at ladrilyo', 'Pagpapalitada', 'Tile setting', 'Pag-level at alignment'],
      soft: ['Lakas ng katawan', 'Pasensya', 'Teamwork', 'Pagmamalaki sa kalidad ng gawa'],
    },
    outlook:
      'Laging kailangan sa construction; nire-recruit ang mga certified na mason at tile setter para sa mga proyekto sa Middle East.',
  },
  'household-service-worker': {
    title: 'Household Service Worker',
    summary:
      'Inaasikaso ang isang tahanan, dito man sa Pilipinas o sa abroad: naglilinis, nagluluto, naglalaba, at madalas nag-aalaga ng mga bata o matatanda sa pamilya.',
    dayInTheLife:
      'Nagtatrabaho ka para sa isang pamilya sa Hong Kong: maghahanda ka ng almusal at ihahatid ang mga bata sa school. Lilinisin mo ang flat, maglalaba at mamamalengke sa wet market. Sa hapon, tutulungan mo ang mga bata sa homework nila at magluluto ng hapunan, at sa rest day mo, makikipagkita ka sa mga kaibigan at magpapadala ng pera sa pamilya sa Pilipinas.',
    keyTasks: [
      'Linisin ang bahay at alagaan ang mga damit at linen',
      'Magplano at magluto ng pagkain',
      'Alagaan ang mga bata o matatanda sa pamilya',
      'Mag-errand at mamili para sa bahay',
      'Sundin ang routine at house rules ng pamilya',
    ],
    skills: {
      hard: ['Housekeeping', 'Pagluluto', 'Basics ng pag-aalaga ng bata at matanda', 'Ligtas na paggamit ng appliances'],
      soft: ['Mapagkakatiwalaan', 'Kayang makibagay sa bagong kultura', 'Pasensya', 'Alam ang sariling karapatan'],
    },
    outlook:
      'Isa ito sa pinakakaraniwang trabaho ng mga OFW; dumaan lang sa mga agency na lisensyado ng DMW, umattend sa pre-departure orientation at ingatan ang kontrata mo: pinoprotektahan ka ng batas laban sa mga fee na sinisingil sa mga HSW. Dito sa Pilipinas, ang Batas Kasambahay ang nagtatakda ng minimum wage at benepisyo.',
  },
  'truck-driver': {
    title: 'Truck Driver',
    summary:
      'Nagmamaneho ng mga truck na naghahatid ng kalakal sa pagitan ng mga pantalan, bodega, tindahan at construction site, nang ligtas at nasa oras.',
    dayInTheLife:
      'Iche-check mo ang gulong, preno at ilaw ng truck bago mag-load sa bodega sa Valenzuela. Kasama ang pahinante mo, maghahatid kayo ng kalakal sa tatlong supermarket sa Laguna at papipirmahan ang bawat delivery receipt. Pabalik, magpapa-gas ka, itatala ang biyahe mo at ire-report sa maintenance team ang kakaibang ingay ng preno.',
    keyTasks: [
      'Inspeksyunin ang sasakyan bago ang bawat biyahe',
      'Mag-load, magtali nang maayos at maghatid ng kalakal',
      'Magplano ng ruta at sumunod sa batas trapiko',
      'Mag-ingat ng trip logs at delivery papers',
      'I-report ang mga problema sa sasakyan',
    ],
    skills: {
      hard: ['Defensive driving', 'Pag-check ng sasakyan', 'Route planning at navigation apps', 'Pagtatali ng karga'],
      soft: ['Pasensya sa traffic', 'Pagiging responsable', 'Pagiging alerto', 'Katapatan sa kalakal at pera'],
    },
    outlook:
      'Mas maraming driver ang kailangan taon-taon ng logistics at e-commerce; nagha-hire sa abroad, lalo na sa Middle East, ng mga certified na driver ng heavy vehicle.',
  },
  'baker-pastry-chef': {
    title: 'Baker / Pastry Chef',
    summary:
      'Gumagawa ng tinapay, cake, pastry at dessert para sa mga bakery, hotel, restaurant at cruise ship, o para sa sariling baking business.',
    dayInTheLife:
      'Madaling-araw pa lang, nasa bakery ka na para magmasa ng dough para sa pandesal at loaf bread at hubugin ang mga ito habang umaalsa. Habang niluluto ang unang batch, ihahanda mo ang mga layer ng cake para sa mga order sa hapon. Pagkatapos ng tanghalian, magde-decorate ka ng birthday cake, magbibilang ng stock ng harina at butter, at magpaplano ng production bukas.',
    keyTasks: [
      'Magsukat ng ingredients at maghalo ng dough at batter',
      'Mag-bake ng tinapay, pastry at cake',
      'Mag-decorate ng cake at dessert',
      'Panatilihing malinis ang kusina at ligtas ang pagkain',
      'Bantayan ang stock at gastos',
    ],
    skills: {
      hard: ['Baking techniques', 'Cake decorating', 'Food safety', 'Pag-cost ng recipe'],
      soft: ['Pasensya', 'Pagkamalikhain', 'Disiplina sa maagang paggising', 'Pagiging metikuloso'],
    },
    outlook:
      'Kumukuha ng mga Pilipinong baker ang mga hotel, cruise line at bakery sa abroad, at marami ang nagsisimula ng home-based baking business na nagbebenta online.',
  },
  'financial-analyst': {
    title: 'Financial Analyst',
    summary:
      'Pinag-aaralan ang numbers ng isang kumpanya at ang mga market para gabayan ang mga desisyon: budget, forecast, investment at loan, sa mga bangko, kumpanya at investment firm.',
    dayInTheLife:
      'Ia-update mo ang monthly report na naghahambing ng sales at gastos sa budget, at mapapansin mong biglang tumaas ang freight costs. Pagkatapos magtanong sa logistics team, ipapaliwanag mo ang dahilan sa isang maikling memo. Sa hapon, gagawa ka ng forecast para sa isang bagong branch at ipepresenta ang numbers sa finance manager.',
    keyTasks: [
      'Suriin ang financial statements at resulta',
      'Gumawa ng budget, forecast at financial models',
      'Timbangin ang mga investment at proyekto',
      'Ipaliwanag ang numbers sa mga report at presentation',
      'Subaybayan ang mga market at ang ekonomiya',
    ],
    skills: {
      hard: ['Financial modelling sa spreadsheets', 'Accounting', 'Valuation', 'Data visualisation'],
      soft: ['Analytical na pag-iisip', 'Malinaw na komunikasyon', 'Integridad', 'Pagiging mausisa'],
    },
    outlook:
      'Maraming analyst ang kinukuha ng mga bangko, conglomerate at shared-service centre; papunta ang landas na ito sa finance manager at treasury roles.',
  },
  'customs-broker': {
    title: 'Customs Broker',
    summary:
      'Inihahanda ang mga papeles at kinukuwenta ang duties at taxes na kailangan ng mga importer at exporter para mailabas-masok ang kalakal sa Bureau of Customs.',
    dayInTheLife:
      'Dumating sa Port of Manila ang isang container ng machine parts para sa client mo. Iche-check mo ang invoice at packing list, iku-classify ang bawat item sa tariff code at kukuwentahin ang duties. Ifa-file mo online ang import entry, sasagutin ang mga tanong ng examiner, at pagsapit ng hapon ay aayusin mo ang release para makuha ng trucker ang container.',
    keyTasks: [
      'I-classify ang mga kalakal ayon sa tariff nomenclature',
      'Kuwentahin ang duties at taxes',
      'Maghanda at mag-file ng import at export declarations',
      'Makipag-ugnayan sa mga customs examiner at ibang ahensya',
      'Payuhan ang mga client tungkol sa trade rules',
    ],
    skills: {
      hard: ['Tariff classification', 'Customs laws at procedures', 'Pagkuwenta ng duty', 'Electronic filing systems'],
      soft: ['Katumpakan', 'Integridad', 'Negosasyon', 'Kayang humabol sa deadline'],
    },
    outlook:
      'Kailangan ng mga freight forwarder, importer at logistics firm ang mga licensed broker, at nagbubukas ng sariling brokerage ang mga may karanasan na.',
  },
  journalist: {
    title: 'Journalist / Reporter',
    summary:
      'Inaalam kung ano ang nangyayari at ibinabalita sa publiko: nagre-research, nag-i-interview at nagsusulat o nagbo-broadcast ng balita para sa print, TV, radyo at online.',
    dayInTheLife:
      'Nagsisimula ang araw sa meeting ng mga editor, kung saan ipi-pitch mo ang isang story tungkol sa baha sa lungsod ninyo. Iinterbyuhin mo ang mga residente at ang city engineer, kukuha ng mga litrato at maiikling video, at iche-check ang mga numero sa DPWH. Pagbalik sa newsroom, isusulat mo ang story, gagawa ng one-minute video para sa social media at sasagutin ang mga tanong ng editor bago ito i-post online.',
    keyTasks: [
      'Maghanap at mag-pitch ng mga story',
      'Mag-interview ng mga source at mag-check ng facts',
      'Magsulat, mag-record o mag-broadcast ng balita',
      'Kumuha ng mga litrato at video para sa mga story',
      'Sundin ang ethics at ang batas tungkol sa libel',
    ],
    skills: {
      hard: ['News writing sa English at Filipino', 'Interviewing', 'Fact-checking', 'Mobile video at audio'],
      soft: ['Pagiging mausisa', 'Tapang', 'Pagiging patas', 'Kayang humabol sa deadline'],
    },
    outlook:
      'Lumilipat online ang mga newsroom; ang mga reporter na kayang magsulat, mag-shoot at mag-edit ng video ay nakakahanap ng trabaho sa mga news site, TV, corporate communication at mga fact-checking group.',
  },
  'game-developer': {
    title: 'Game Developer',
    summary:
      'Nagpo-program ng mga video game para sa phone, computer at console: ang gameplay, controls, physics at menus, kasama ang mga artist at designer.',
    dayInTheLife:
      'Sa isang game studio sa Makati, magsisimula ka sa team stand-up, saka mo aayusin ang bug kung saan lumulusot sa sahig ang character. Magpo-program ka ng bagong power-up sa Unity kasama ang designer, ite-test ito sa lumang phone para siguraduhing smooth ang takbo, at ipu-push ang code mo bago ang nightly build.',
    keyTasks: [
      'Mag-program ng gameplay, controls at user interface',
      'Makipagtulungan sa mga artist at game designer sa mga feature',
      'I-test ang mga game at ayusin ang mga bug',
      'Siguraduhing smooth ang takbo ng game sa iba’t ibang device',
      'Gumamit ng version control at mag-release ng updates',
    ],
    skills: {
      hard: ['C# o C++', 'Unity o Unreal Engine', 'Basics ng game math at physics', 'Version control (Git)'],
      soft: ['Pagkamalikhain', 'Tiyaga', 'Teamwork', 'Bukas sa feedback ng mga player'],
    },
    outlook:
      'Gumagawa ng mga game ang mga studio sa Manila at Cebu para sa mga publisher sa abroad; mas mahalaga ang portfolio ng maliliit na game (kasama ang gawa sa game jams) kaysa sa grades.',
  },
  'network-engineer': {
    title: 'Network Engineer',
    summary:
      'Nagdidisenyo, nagse-set up at pinapanatiling tumatakbo ang mga network na nagkokonekta sa mga computer, opisina at data centre, kasama ang internet links, Wi-Fi at cloud connections.',
    dayInTheLife:
      'May branch office na nagrereklamo ng mabagal na internet, kaya magla-log in ka sa router nang remote, makikita mong puno ang isang link at ire-reroute mo ang traffic. Tapos, pagpaplanuhan mo ang network ng isang bagong floor: switches, Wi-Fi access points at firewall rules. Bandang hapon, magse-schedule ka ng maintenance window para i-update ang firewall software at isusulat ang change request.',
    keyTasks: [
      'Mag-configure ng routers, switches, firewalls at Wi-Fi',
      'Bantayan ang performance ng network at ayusin ang mga outage',
      'Magplano ng network para sa mga bagong opisina at system',
      'Panatilihing secure at updated ang mga network',
      'I-document ang mga network at ang mga pagbabago',
    ],
    skills: {
      hard: ['TCP/IP at routing', 'Cisco, Fortinet o katulad na equipment', 'Network security', 'Basics ng cloud networking'],
      soft: ['Troubleshooting kahit may pressure', 'Ugali ng maayos na documentation', 'Teamwork', 'Patuloy na pag-aaral'],
    },
    outlook:
      'Nagha-hire ng network engineers ang mga telco, bangko, BPO at data centre; tumataas ang sahod sa mga vendor certification gaya ng CCNA, at karaniwan ang remote work para sa mga foreign firm.',
  },
  librarian: {
    title: 'Librarian',
    summary:
      'Inaayos ang mga libro, journal at digital collection, at tinutulungan ang mga tao na mahanap ang impormasyong kailangan nila, sa mga school, unibersidad, kumpanya at public library.',
    dayInTheLife:
      'Sa isang university library, ika-catalogue mo ang mga bagong libro, saka mo tutulungan ang isang estudyanteng nagte-thesis na maghanap ng sources sa mga online journal. Pagkatapos ng tanghalian, tuturuan mo ang isang klase ng freshmen kung paano mag-cite ng sources at umiwas sa plagiarism, at pagpaplanuhan mo ang reading programme para sa mga pagbisita ng public library sa mga barangay.',
    keyTasks: [
      'I-catalogue at ayusin ang mga collection',
      'Tulungan ang mga user na maghanap ng impormasyon sa print at online',
      'Magturo ng research at information literacy',
      'Hawakan ang mga library system at database',
      'Magplano ng mga reading at community programme',
    ],
    skills: {
      hard: ['Cataloguing at classification', 'Library systems', 'Database searching', 'Digital archiving'],
      soft: ['Matulungin', 'Pagiging organisado', 'Pasensya', 'Hilig sa pag-aaral'],
    },
    outlook:
      'Kailangang may licensed librarian ang bawat school at unibersidad, at kulang pa sila; nagbubukas ng mga bagong role ang digital archiving at data curation.',
  },
};
