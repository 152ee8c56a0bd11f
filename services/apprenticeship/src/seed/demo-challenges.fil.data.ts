/** The Filipino version of a demo challenge: its texts, and each week's by position (week 1 first). */
export interface ChallengeFil {
  title: string;
  summary: string;
  description: string;
  weeks: { title: string; brief: string; deliverable: string }[];
}

/** Filipino versions of DEMO_CHALLENGES, by slug. */
export const DEMO_CHALLENGES_FIL: Readonly<Record<string, ChallengeFil>> = {
  'sari-sari-goes-digital': {
    title: 'Sari-Sari, Digital Na!',
    summary: 'Tulungan ang mga sari-sari store sa inyong lugar na maabot ang mga customer online gamit ang murang social media plan.',
    description:
      'Gumagawa ang Tindahan Tech Co. ng mga ordering tool para sa mga sari-sari store. Sa loob ng apat na linggo, aalamin ng grupo ninyo kung paano nagbebenta ngayon ang isang tindahan sa barangay, ' +
      'magmumungkahi ng simpleng online presence, susubukan ang mga mensahe sa totoong mga kapitbahay, at magbibigay ng playbook na kayang patakbuhin ng may-ari ng tindahan gamit lang ang isang cellphone.',
    weeks: [
      {
        title: 'Kilalanin ang tindahan',
        brief:
          'Mag-interview ng isa o dalawang may-ari ng tindahan malapit sa inyo: ano ang mabenta, sino ang bumibili, paano nila nalalaman ang bagong stock, at ano na ang ginagawa nila sa Facebook o Viber.',
        deliverable:
          'Isang one-page na profile ng tindahan na may tatlong customer insight at mga litrato o notes mula sa mga interview ninyo.',
      },
      {
        title: 'Kilalanin ang mga kapitbahay',
        brief:
          'Gumawa ng dalawang customer persona at ang mga sandaling maaabot sila online (araw ng sahod, oras ng merienda, pag-iimbak bago ang bagyo).',
        deliverable: 'Dalawang persona at draft ng lingguhang content calendar.',
      },
      {
        title: 'Subukan ang mga mensahe',
        brief:
          'Mag-post o mag-share ng tatlong sample na mensahe sa isang maliit na grupo at itala ang mga isinagot o itinanong ng mga tao.',
        deliverable: 'Maikling report: ang tatlong mensahe, ang mga reaksyon, at ang babaguhin ninyo.',
      },
      {
        title: 'Ang playbook',
        brief: 'Gawing playbook ang mga natutunan ninyo na kayang sundan ng may-ari ng tindahan sa loob ng labinlimang minuto bawat araw.',
        deliverable: 'Ang playbook (PDF o slides) at link ng 3-minutong pitch video.',
      },
    ],
  },
  'jeepney-route-insights': {
    title: 'Mga Insight sa Ruta ng Jeep',
    summary:
      'Linisin at suriin ang isang sample ng commuter trip data para magmungkahi ng mas magagandang hintuan ng jeep sa isang ruta sa Metro Manila.',
    description:
      'Katuwang ng Byahe Analytics ang mga transport cooperative. Makakatanggap ang grupo ninyo ng anonymised na sample ng mga biyahe sa isang modern-jeepney route, ' +
      'lilinisin ito, aalamin kung kailan at saan pinakamatagal naghihintay ang mga pasahero, at magrerekomenda ng mga pagbabago sa hintuan na may mga chart na maiintindihan ng board ng cooperative.',
    weeks: [
      {
        title: 'Kilalanin ang data',
        brief: 'I-load ang sample, ilista ang mga column nito, at hanapin ang mga kulang o kakaibang value.',
        deliverable: 'Isang data-quality note at ang cleaning notebook o spreadsheet ninyo.',
      },
      {
        title: 'Rush hour',
        brief: 'Hanapin ang pinakamataong oras at hintuan tuwing weekdays at weekends.',
        deliverable: 'Tatlong chart, may tig-iisang pangungusap kung ano ang ipinapakita ng bawat isa.',
      },
      {
        title: 'Tagal ng paghihintay',
        brief: 'Tantiyahin ang tagal ng paghihintay bawat hintuan at oras, at pangalanan ang tatlong pinakamalalang lugar.',
        deliverable: 'Table ng waiting times at maikling paliwanag ng paraan ninyo.',
      },
      {
        title: 'Magrekomenda',
        brief: 'Magmungkahi ng mga pagbabago sa hintuan o schedule at kung gaano karaming oras ang matitipid ng mga pasahero.',
        deliverable: 'Dalawang-pahinang memo sa board ng cooperative na may mga rekomendasyon ninyo.',
      },
    ],
  },
  'kape-brand-refresh': {
    title: 'Bagong Bihis ng Kape',
    summary: 'I-redesign ang packaging at social media look ng isang Batangas barako coffee brand para sa mas batang mamimili.',
    description:
      'Nagbebenta ang Barako Brew Collective ng kape mula sa mga magsasaka sa Batangas. Sinuri ng mga grupo ang brand, nag-explore ng mga moodboard, nagdisenyo ng packaging at ' +
      'nag-present ng social media kit sa collective.',
    weeks: [
      {
        title: 'Brand audit',
        brief: 'Tipunin kung ano ang itsura ng brand ngayon sa mga estante at online.',
        deliverable: 'Isang audit deck na hindi hihigit sa 10 slides.',
      },
      {
        title: 'Mga moodboard',
        brief: 'Mag-explore ng dalawang direksyon para sa mas batang audience.',
        deliverable: 'Dalawang moodboard, may tig-iisang talata.',
      },
      {
        title: 'Packaging',
        brief: 'Idisenyo ang harap ng isang 250 g na pack ayon sa napiling direksyon.',
        deliverable: 'Mga mock-up ng pack design (PNG o PDF).',
      },
      {
        title: 'Social kit',
        brief: 'Gumawa ng mga template ng post at story na tugma sa pack.',
        deliverable: 'Isang social kit (ZIP o PDF) at link ng 5-minutong presentation.',
      },
    ],
  },
};
