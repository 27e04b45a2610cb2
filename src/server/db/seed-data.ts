export interface SeedCategory {
  nom: string; // nom français de la catégorie
  accroche: string; // courte accroche (~60 caractères max)
  description: string; // 1 à 2 phrases, moins de 300 caractères
  sousTypes: string[]; // 0 à 5 sous-types, 30 caractères max chacun, uniques
  couleurs: [string, string]; // deux couleurs hex pour les visuels générés
}

export interface SeedProduct {
  nom: string; // nom français incluant la marque américaine
  description: string; // 2 à 4 phrases en français
  categorie: string; // doit correspondre à un SeedCategory.nom
  sousType?: string; // si présent, doit figurer dans les sousTypes de la catégorie
  prix: number; // prix entier en FCFA, multiple de 500
  pourcentPromotion?: number; // entier de 0 à 100
  aLaUne?: boolean; // produit mis en avant
  enRupture?: boolean; // produit en rupture de stock
  stock?: number | null; // stock entier, null = non suivi
  scoreQualite?: number; // entier de 30 à 50 (sur 50)
  /** Its options and variants (docs/product.md, "Variants"): the product's price and stock are then theirs. */
  options?: { nom: string; valeurs: string[] }[];
  variantes?: { valeurs: string[]; prix: number; pourcentPromotion?: number; stock: number | null; reference: string }[];
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    nom: 'Protéines',
    accroche: 'Les protéines américaines de référence',
    description:
      'Whey, caséine, protéines végétales et gainers des plus grandes marques américaines, pour accompagner vos entraînements et compléter votre alimentation au quotidien.',
    sousTypes: ['Whey', 'Caséine', 'Protéines végétales', 'Gainers'],
    couleurs: ['#0f766e', '#14b8a6'],
  },
  {
    nom: 'Vitamines et minéraux',
    accroche: 'Les essentiels de votre forme au quotidien',
    description:
      'Multivitamines, vitamine D, vitamine C, magnésium, zinc et fer de marques américaines reconnues. Des formats économiques pour plusieurs mois de cure.',
    sousTypes: ['Multivitamines', 'Vitamine D', 'Vitamine C', 'Magnésium', 'Zinc et fer'],
    couleurs: ['#c2410c', '#fb923c'],
  },
  {
    nom: 'Compléments',
    accroche: 'Oméga 3, collagène, probiotiques et plantes',
    description:
      "Une sélection de compléments alimentaires importés des États-Unis : huiles de poisson, collagène, probiotiques et extraits de plantes pour une routine bien-être complète.",
    sousTypes: ['Oméga 3', 'Collagène', 'Probiotiques', 'Plantes'],
    couleurs: ['#1d4ed8', '#60a5fa'],
  },
  {
    nom: 'Soins de la peau',
    accroche: 'Les soins dermatologiques préférés des Américains',
    description:
      'Crèmes hydratantes, sérums, écrans solaires et nettoyants CeraVe, Cetaphil, Neutrogena ou Aveeno, adaptés au climat chaud de Dakar.',
    sousTypes: ['Hydratants', 'Sérums', 'Protection solaire', 'Nettoyants'],
    couleurs: ['#be185d', '#f472b6'],
  },
  {
    nom: 'Épices et assaisonnements',
    accroche: 'Les saveurs américaines dans votre cuisine',
    description:
      "Mélanges d'épices, sels aromatisés, poivres et herbes séchées de McCormick, Badia ou Old Bay, en grands formats pour la cuisine de tous les jours.",
    sousTypes: ["Mélanges d'épices", 'Sels et poivres', 'Herbes séchées'],
    couleurs: ['#b91c1c', '#f59e0b'],
  },
  {
    nom: 'Minceur et énergie',
    accroche: 'Un coup de pouce pour vos objectifs',
    description:
      "Brûleurs de graisse, extraits de thé vert, fibres et boissons énergisantes pour accompagner une alimentation équilibrée et une activité physique régulière.",
    sousTypes: [],
    couleurs: ['#65a30d', '#bef264'],
  },
  {
    nom: 'Sport et performance',
    accroche: 'Pré-entraînements, créatine et acides aminés',
    description:
      "Tout pour tirer le meilleur de vos séances : pré-entraînements, créatine, BCAA et acides aminés essentiels des marques favorites des salles de sport américaines.",
    sousTypes: ['Pré-entraînement', 'Créatine', 'BCAA et acides aminés'],
    couleurs: ['#4338ca', '#a78bfa'],
  },
  {
    nom: 'Cheveux et ongles',
    accroche: 'Des cheveux forts et des ongles soignés',
    description:
      'Biotine, vitamines beauté, shampooings et huiles capillaires américains pour prendre soin de vos cheveux et de vos ongles, de la racine aux pointes.',
    sousTypes: ['Biotine', 'Shampooings', 'Soins capillaires'],
    couleurs: ['#7e22ce', '#e879f9'],
  },
];

export const SEED_PRODUCTS: SeedProduct[] = [
  // ——— Protéines ———
  {
    nom: 'Whey Protéine Gold Standard Optimum Nutrition',
    description:
      "La whey la plus vendue au monde, à base de protéines de lactosérum isolées et concentrées. Chaque dose apporte 24 g de protéines et 5,5 g de BCAA. Mélangez une dose dans 200 ml d'eau ou de lait après l'entraînement.",
    categorie: 'Protéines',
    sousType: 'Whey',
    prix: 29000,
    aLaUne: true,
    scoreQualite: 49,
    options: [
      { nom: 'Saveur', valeurs: ['Chocolat', 'Vanille', 'Fraise'] },
      { nom: 'Taille', valeurs: ['907 g', '2,27 kg'] },
    ],
    variantes: [
      { valeurs: ['Chocolat', '907 g'], prix: 29000, stock: 12, reference: 'ON-GS-CHOC-907' },
      { valeurs: ['Chocolat', '2,27 kg'], prix: 58000, pourcentPromotion: 10, stock: 25, reference: 'ON-GS-CHOC-2270' },
      { valeurs: ['Vanille', '907 g'], prix: 29000, stock: 8, reference: 'ON-GS-VAN-907' },
      { valeurs: ['Vanille', '2,27 kg'], prix: 58000, pourcentPromotion: 10, stock: 10, reference: 'ON-GS-VAN-2270' },
      { valeurs: ['Fraise', '907 g'], prix: 29000, stock: 0, reference: 'ON-GS-FRA-907' },
      { valeurs: ['Fraise', '2,27 kg'], prix: 58000, pourcentPromotion: 10, stock: 4, reference: 'ON-GS-FRA-2270' },
    ],
  },
  {
    nom: 'Protéine Whey Isolate ISO100 Dymatize 2,3 kg',
    description:
      "Isolat de whey hydrolysé, filtré pour réduire au maximum le lactose et les graisses. Il apporte 25 g de protéines par dose et se dissout facilement. Idéal après la séance ou entre les repas.",
    categorie: 'Protéines',
    sousType: 'Whey',
    prix: 65000,
    stock: 12,
    scoreQualite: 48,
  },
  {
    nom: 'Protéine Whey Nitro-Tech MuscleTech 1,8 kg',
    description:
      "Mélange de whey isolat et de peptides de whey enrichi en créatine. Une formule pensée pour soutenir la prise de muscle et la récupération. Prendre une dose dans 250 ml d'eau après l'effort.",
    categorie: 'Protéines',
    sousType: 'Whey',
    prix: 45000,
    pourcentPromotion: 15,
    stock: 18,
    scoreQualite: 46,
  },
  {
    nom: 'Protéine Syntha-6 BSN 2,27 kg',
    description:
      "Mélange de six sources de protéines à digestion rapide et lente, apprécié pour sa texture onctueuse. Son goût gourmand en fait aussi une base idéale pour les smoothies. Une à deux doses par jour selon vos besoins.",
    categorie: 'Protéines',
    sousType: 'Whey',
    prix: 49000,
    stock: 3,
    scoreQualite: 45,
  },
  {
    nom: 'Protéine Caséine Gold Standard Optimum Nutrition 1,82 kg',
    description:
      "Caséine micellaire à digestion lente, qui diffuse ses protéines pendant plusieurs heures. Elle se prend de préférence le soir avant le coucher. Chaque dose apporte 24 g de protéines.",
    categorie: 'Protéines',
    sousType: 'Caséine',
    prix: 52000,
    enRupture: true,
    stock: 0,
    scoreQualite: 47,
  },
  {
    nom: 'Protéines Végétales Bio Orgain Vanille 920 g',
    description:
      "Poudre de protéines végétales biologiques à base de pois, de riz brun et de graines de chia. Sans lactose, sans soja et sans gluten, elle apporte 21 g de protéines par portion. À mélanger avec de l'eau, du lait végétal ou dans un smoothie.",
    categorie: 'Protéines',
    sousType: 'Protéines végétales',
    prix: 32000,
    pourcentPromotion: 20,
    stock: 30,
    scoreQualite: 44,
  },
  {
    nom: 'Protéines Végétales Raw Organic Garden of Life 650 g',
    description:
      "Protéines crues et biologiques issues de 13 graines et légumineuses germées, enrichies en probiotiques et enzymes. Une alternative végétalienne complète à la whey. Mélangez une portion dans 250 ml de boisson de votre choix.",
    categorie: 'Protéines',
    sousType: 'Protéines végétales',
    prix: 35000,
    stock: 15,
    scoreQualite: 46,
  },
  {
    nom: 'Serious Mass Gainer Optimum Nutrition Chocolat 5,44 kg',
    description:
      "Gainer riche en calories, en glucides et en protéines, conçu pour les personnes qui ont du mal à prendre du poids. Une portion apporte environ 1 250 calories. À consommer en une ou plusieurs prises dans la journée.",
    categorie: 'Protéines',
    sousType: 'Gainers',
    prix: 55000,
    stock: 10,
    scoreQualite: 43,
  },
  {
    nom: 'Mass-Tech Extreme 2000 MuscleTech 2,72 kg',
    description:
      "Gainer associant protéines, glucides complexes et créatine pour soutenir la prise de masse. Il convient aux sportifs ayant des besoins énergétiques élevés. Mélanger une dose dans du lait entre les repas ou après l'entraînement.",
    categorie: 'Protéines',
    sousType: 'Gainers',
    prix: 42000,
    stock: 2,
    scoreQualite: 42,
  },
  {
    nom: 'Barres Protéinées Quest Nutrition Cookies & Cream 12 x 60 g',
    description:
      "Barres riches en protéines et en fibres, avec très peu de sucres ajoutés. Chacune apporte 21 g de protéines pour une collation pratique au bureau ou à la salle. Elles peuvent être légèrement réchauffées pour une texture de biscuit.",
    categorie: 'Protéines',
    prix: 24000,
    stock: 40,
    scoreQualite: 41,
  },

  // ——— Vitamines et minéraux ———
  {
    nom: 'Centrum Adultes Multivitamines 200 comprimés',
    description:
      "Multivitamines complètes apportant vitamines et minéraux essentiels pour compléter l'alimentation. Un flacon couvre plus de six mois. Prendre un comprimé par jour au cours d'un repas.",
    categorie: 'Vitamines et minéraux',
    sousType: 'Multivitamines',
    prix: 19500,
    aLaUne: true,
    stock: 35,
    scoreQualite: 47,
  },
  {
    nom: 'One A Day Homme Multivitamines 200 comprimés',
    description:
      "Formule multivitaminée conçue pour les besoins des hommes, avec vitamines B, vitamine D, zinc et sélénium. Un seul comprimé par jour suffit. À prendre avec un repas et un verre d'eau.",
    categorie: 'Vitamines et minéraux',
    sousType: 'Multivitamines',
    prix: 18000,
    pourcentPromotion: 10,
    stock: 20,
    scoreQualite: 45,
  },
  {
    nom: 'Fer 65 mg Nature Made 365 comprimés',
    description:
      "Complément de fer sous forme de sulfate ferreux, en comprimés faciles à avaler. Un flacon couvre une année complète. Prendre un comprimé par jour avec un repas, à distance du thé et du café.",
    categorie: 'Vitamines et minéraux',
    sousType: 'Zinc et fer',
    prix: 9000,
    stock: 40,
    scoreQualite: 43,
  },
  {
    nom: 'Vitamine D3 2000 UI Nature Made gélules molles',
    description:
      "Vitamine D3 en petites gélules molles, utile pour compléter les apports en cas de faible exposition au soleil. Elle contribue au maintien d'une ossature normale. Une gélule par jour avec un repas.",
    categorie: 'Vitamines et minéraux',
    sousType: 'Vitamine D',
    prix: 6000,
    options: [{ nom: 'Conditionnement', valeurs: ['90 gélules', '220 gélules'] }],
    variantes: [
      { valeurs: ['90 gélules'], prix: 6000, stock: 30, reference: 'NM-D3-2000-90' },
      { valeurs: ['220 gélules'], prix: 11000, stock: 50, reference: 'NM-D3-2000-220' },
    ],
    scoreQualite: 46,
  },
  {
    nom: 'Vitamine D3 5000 UI Now Foods 240 gélules molles',
    description:
      "Vitamine D3 fortement dosée dans une huile d'olive extra vierge pour une meilleure absorption. Un grand flacon économique pour les cures longues. Une gélule par jour, ou selon l'avis de votre médecin.",
    categorie: 'Vitamines et minéraux',
    sousType: 'Vitamine D',
    prix: 13500,
    enRupture: true,
    stock: 0,
    scoreQualite: 45,
  },
  {
    nom: 'Vitamine C 1000 mg Kirkland Signature 500 comprimés',
    description:
      "Vitamine C à 1000 mg par comprimé, associée à des bioflavonoïdes d'agrumes et à de l'églantier. La vitamine C contribue au fonctionnement normal du système immunitaire. Un comprimé par jour pendant un repas.",
    categorie: 'Vitamines et minéraux',
    sousType: 'Vitamine C',
    prix: 16500,
    aLaUne: true,
    stock: 45,
    scoreQualite: 44,
  },
  {
    nom: "Gommes Vitamine C 250 mg Nature's Bounty 80 gommes",
    description:
      "Gommes à mâcher au bon goût d'orange, une façon agréable de prendre sa vitamine C. Elles conviennent aux adultes qui n'aiment pas avaler de comprimés. Mâcher deux gommes par jour.",
    categorie: 'Vitamines et minéraux',
    sousType: 'Vitamine C',
    prix: 8500,
    stock: 4,
    scoreQualite: 40,
  },
  {
    nom: 'Citrate de Magnésium 250 mg Nature Made 180 comprimés',
    description:
      "Magnésium sous forme de citrate, une forme bien assimilée par l'organisme. Le magnésium contribue à réduire la fatigue et au bon fonctionnement musculaire. Prendre un comprimé par jour avec de l'eau.",
    categorie: 'Vitamines et minéraux',
    sousType: 'Magnésium',
    prix: 12000,
    pourcentPromotion: 15,
    stock: 30,
    scoreQualite: 45,
  },
  {
    nom: 'Glycinate de Magnésium Now Foods 180 comprimés',
    description:
      "Magnésium lié à la glycine, une forme douce pour l'estomac et très appréciée le soir. Il participe à l'équilibre du système nerveux. Deux comprimés par jour, de préférence en fin de journée.",
    categorie: 'Vitamines et minéraux',
    sousType: 'Magnésium',
    prix: 15000,
    stock: 22,
    scoreQualite: 46,
  },
  {
    nom: "Zinc 50 mg Nature's Bounty 100 comprimés",
    description:
      "Zinc sous forme de gluconate, en comprimés faciles à avaler. Le zinc contribue au fonctionnement normal du système immunitaire et au maintien d'une peau normale. Un comprimé par jour au cours d'un repas.",
    categorie: 'Vitamines et minéraux',
    sousType: 'Zinc et fer',
    prix: 6500,
    stock: 60,
    scoreQualite: 42,
  },

  // ——— Compléments ———
  {
    nom: 'Oméga-3 Ultimate Omega Nordic Naturals 1280 mg 120 gélules',
    description:
      "Huile de poisson très concentrée en EPA et DHA, purifiée et au goût de citron, sans arrière-goût de poisson. Les oméga-3 contribuent au fonctionnement normal du cœur. Prendre deux gélules par jour avec un repas.",
    categorie: 'Compléments',
    sousType: 'Oméga 3',
    prix: 29500,
    aLaUne: true,
    stock: 16,
    scoreQualite: 49,
  },
  {
    nom: 'Huile de Poisson Oméga-3 1000 mg Kirkland Signature 400 gélules',
    description:
      "Huile de poisson riche en oméga-3 dans un format familial très économique. Chaque gélule apporte 300 mg d'EPA et de DHA. Une à deux gélules par jour pendant les repas.",
    categorie: 'Compléments',
    sousType: 'Oméga 3',
    prix: 17500,
    pourcentPromotion: 20,
    stock: 40,
    scoreQualite: 43,
  },
  {
    nom: 'Peptides de Collagène Vital Proteins Nature 567 g',
    description:
      "Peptides de collagène bovin sans goût, qui se dissolvent dans les boissons chaudes ou froides. Ils s'intègrent facilement au café, au thé ou aux smoothies du matin. Une à deux doses de 20 g par jour.",
    categorie: 'Compléments',
    sousType: 'Collagène',
    prix: 34000,
    aLaUne: true,
    stock: 14,
    scoreQualite: 47,
  },
  {
    nom: 'Collagène Advanced Formula Youtheory 390 comprimés',
    description:
      "Collagène hydrolysé de types 1, 2 et 3 associé à la vitamine C, en comprimés. La vitamine C contribue à la formation normale du collagène. Prendre six comprimés par jour, en une ou plusieurs prises.",
    categorie: 'Compléments',
    sousType: 'Collagène',
    prix: 19500,
    stock: 1,
    scoreQualite: 42,
  },
  {
    nom: 'Probiotiques Dr. Formulated 50 milliards Garden of Life 30 gélules',
    description:
      "Probiotiques à 50 milliards de bactéries et 16 souches différentes, formulés par un médecin américain. Les gélules se conservent au réfrigérateur pour préserver les ferments. Une gélule par jour, avec ou sans repas.",
    categorie: 'Compléments',
    sousType: 'Probiotiques',
    prix: 24000,
    stock: 20,
    scoreQualite: 46,
  },
  {
    nom: 'Probiotique Quotidien Culturelle 30 gélules',
    description:
      "Probiotique à base de la souche Lactobacillus rhamnosus GG, l'une des plus étudiées. Les gélules sont stables à température ambiante, pratiques pour le voyage. Une gélule par jour.",
    categorie: 'Compléments',
    sousType: 'Probiotiques',
    prix: 14000,
    enRupture: true,
    stock: 0,
    scoreQualite: 41,
  },
  {
    nom: 'Ashwagandha 450 mg Now Foods 90 gélules',
    description:
      "Extrait de racine d'ashwagandha, plante traditionnelle de la médecine ayurvédique. Elle est appréciée pour accompagner les périodes de fatigue et de stress du quotidien. Une gélule une à deux fois par jour.",
    categorie: 'Compléments',
    sousType: 'Plantes',
    prix: 9500,
    stock: 35,
    scoreQualite: 44,
  },
  {
    nom: 'Gommes au Vinaigre de Cidre de Pomme Goli 60 gommes',
    description:
      "Gommes à mâcher au vinaigre de cidre de pomme, sans le goût acide du vinaigre liquide. Elles contiennent aussi de la vitamine B9 et de la vitamine B12. Mâcher une à deux gommes par jour.",
    categorie: 'Compléments',
    prix: 16000,
    stock: null,
    scoreQualite: 40,
  },

  // ——— Soins de la peau ———
  {
    nom: 'Crème Hydratante CeraVe',
    description:
      "Crème hydratante riche aux trois céramides essentiels et à l'acide hyaluronique, développée avec des dermatologues. Elle restaure la barrière cutanée et convient au visage comme au corps. Appliquer aussi souvent que nécessaire.",
    categorie: 'Soins de la peau',
    sousType: 'Hydratants',
    prix: 9500,
    aLaUne: true,
    options: [{ nom: 'Contenance', valeurs: ['340 g', '454 g'] }],
    variantes: [
      { valeurs: ['340 g'], prix: 9500, stock: 3, reference: 'CV-CREME-340' },
      { valeurs: ['454 g'], prix: 14500, pourcentPromotion: 10, stock: 40, reference: 'CV-CREME-454' },
    ],
    scoreQualite: 48,
  },
  {
    nom: 'Lotion Hydratante Quotidienne Aveeno 532 ml',
    description:
      "Lotion corporelle à l'avoine colloïdale qui hydrate la peau sèche pendant 24 heures. Sa texture légère pénètre rapidement sans laisser de film gras. Appliquer après la douche sur tout le corps.",
    categorie: 'Soins de la peau',
    sousType: 'Hydratants',
    prix: 11500,
    stock: 30,
    scoreQualite: 45,
  },
  {
    nom: 'Gel-Crème Hydro Boost Neutrogena 48 g',
    description:
      "Gel-crème à l'acide hyaluronique à la texture fraîche et non grasse, parfaite pour les climats chauds. Il convient aux peaux mixtes à grasses. Appliquer matin et soir sur le visage propre.",
    categorie: 'Soins de la peau',
    sousType: 'Hydratants',
    prix: 12500,
    stock: 3,
    scoreQualite: 44,
  },
  {
    nom: "Sérum Hydratant à l'Acide Hyaluronique CeraVe 30 ml",
    description:
      "Sérum léger à l'acide hyaluronique, aux céramides et à la vitamine B5 pour une hydratation intense. Il se superpose facilement sous la crème de jour. Appliquer quelques gouttes matin et soir.",
    categorie: 'Soins de la peau',
    sousType: 'Sérums',
    prix: 15500,
    stock: 18,
    scoreQualite: 45,
  },
  {
    nom: 'Sérum Vitamine C TruSkin 30 ml',
    description:
      "Sérum à la vitamine C, à l'acide hyaluronique et à la vitamine E, apprécié pour unifier le teint et redonner de l'éclat. Appliquer trois à cinq gouttes le matin sur peau propre. Toujours compléter par une protection solaire.",
    categorie: 'Soins de la peau',
    sousType: 'Sérums',
    prix: 13000,
    pourcentPromotion: 25,
    stock: 22,
    scoreQualite: 42,
  },
  {
    nom: 'Écran Solaire Ultra Sheer SPF 55 Neutrogena 88 ml',
    description:
      "Crème solaire à large spectre UVA et UVB, au toucher sec et non gras. Elle résiste à l'eau et à la transpiration pendant 80 minutes. Appliquer généreusement 15 minutes avant l'exposition et renouveler régulièrement.",
    categorie: 'Soins de la peau',
    sousType: 'Protection solaire',
    prix: 9500,
    stock: 26,
    scoreQualite: 44,
  },
  {
    nom: 'Nettoyant Doux pour la Peau Cetaphil 591 ml',
    description:
      "Nettoyant doux sans savon et sans parfum, recommandé pour les peaux sensibles. Il nettoie sans dessécher ni irriter. S'utilise avec ou sans eau, sur le visage et le corps.",
    categorie: 'Soins de la peau',
    sousType: 'Nettoyants',
    prix: 12000,
    stock: 35,
    scoreQualite: 46,
  },
  {
    nom: 'Gel Nettoyant Moussant CeraVe 355 ml',
    description:
      "Gel moussant aux céramides et à la niacinamide, conçu pour les peaux normales à grasses. Il élimine l'excès de sébum sans altérer la barrière cutanée. Masser sur peau humide puis rincer, matin et soir.",
    categorie: 'Soins de la peau',
    sousType: 'Nettoyants',
    prix: 11000,
    enRupture: true,
    stock: 0,
    scoreQualite: 45,
  },

  // ——— Épices et assaisonnements ———
  {
    nom: 'Assaisonnement Old Bay pour Fruits de Mer 680 g',
    description:
      "Le célèbre mélange de 18 épices et herbes du Maryland, incontournable pour les crevettes, le crabe et le poisson. Il relève aussi le poulet, les frites et le maïs grillé. Saupoudrer avant ou après la cuisson.",
    categorie: 'Épices et assaisonnements',
    sousType: "Mélanges d'épices",
    prix: 9500,
    aLaUne: true,
    stock: 20,
    scoreQualite: 45,
  },
  {
    nom: 'Assaisonnement Complet Badia 793 g',
    description:
      "Mélange d'ail, d'oignon, de cumin, de poivre et d'herbes pour assaisonner viandes, poissons, riz et légumes. Un grand pot pratique pour la cuisine familiale. Utiliser à la place du sel ou en complément.",
    categorie: 'Épices et assaisonnements',
    sousType: "Mélanges d'épices",
    prix: 7000,
    pourcentPromotion: 15,
    stock: 30,
    scoreQualite: 43,
  },
  {
    nom: 'Assaisonnement Cajun McCormick 510 g',
    description:
      "Mélange épicé de style louisianais à base de paprika, de poivre de Cayenne et d'ail. Parfait pour les grillades, les fruits de mer et les plats de riz. Frotter la viande ou le poisson avant la cuisson.",
    categorie: 'Épices et assaisonnements',
    sousType: "Mélanges d'épices",
    prix: 8500,
    stock: 25,
    scoreQualite: 42,
  },
  {
    nom: 'Poivre Noir Moulu McCormick 453 g',
    description:
      "Poivre noir finement moulu au goût franc et aromatique, en format économique. Il accompagne toutes les préparations salées du quotidien. Le couvercle permet de saupoudrer ou de verser à la cuillère.",
    categorie: 'Épices et assaisonnements',
    sousType: 'Sels et poivres',
    prix: 9000,
    stock: 40,
    scoreQualite: 44,
  },
  {
    nom: "Sel à l'Ail Lawry's 935 g",
    description:
      "Mélange de sel, d'ail et de persil, un classique des cuisines américaines. Il parfume instantanément les viandes, les légumes sautés et le pain à l'ail. À utiliser en remplacement du sel de table.",
    categorie: 'Épices et assaisonnements',
    sousType: 'Sels et poivres',
    prix: 7500,
    stock: null,
    scoreQualite: 41,
  },
  {
    nom: 'Origan Séché McCormick 141 g',
    description:
      "Feuilles d'origan séchées au parfum intense, idéales pour les sauces tomate, les pizzas et les marinades. Un grand format pour les amateurs de cuisine méditerranéenne. Ajouter en cours de cuisson pour libérer les arômes.",
    categorie: 'Épices et assaisonnements',
    sousType: 'Herbes séchées',
    prix: 6000,
    stock: 18,
    scoreQualite: 40,
  },
  {
    nom: 'Cannelle Moulue Bio Kirkland Signature 303 g',
    description:
      "Cannelle moulue issue de l'agriculture biologique, au goût chaud et légèrement sucré. Elle parfume les bouillies, les desserts, le café et certaines sauces. Se conserve au sec, à l'abri de la chaleur.",
    categorie: 'Épices et assaisonnements',
    prix: 7500,
    stock: 4,
    scoreQualite: 43,
  },

  // ——— Minceur et énergie ———
  {
    nom: 'Hydroxycut Hardcore Elite 100 gélules',
    description:
      "Complément thermogénique à base de caféine et d'extraits de plantes, populaire aux États-Unis. Il accompagne un programme minceur associant alimentation équilibrée et sport. Commencer par une gélule par jour et ne pas dépasser la dose indiquée.",
    categorie: 'Minceur et énergie',
    prix: 21000,
    pourcentPromotion: 30,
    stock: 15,
    scoreQualite: 38,
  },
  {
    nom: 'Extrait de Thé Vert 400 mg Now Foods 250 gélules',
    description:
      "Extrait standardisé de feuilles de thé vert, riche en polyphénols et contenant naturellement de la caféine. Un format de plusieurs mois à petit prix. Une gélule une à deux fois par jour avec un repas.",
    categorie: 'Minceur et énergie',
    prix: 10500,
    stock: 30,
    scoreQualite: 41,
  },
  {
    nom: 'L-Carnitine 500 mg Now Foods 180 gélules',
    description:
      "L-carnitine sous forme tartrate, un acide aminé impliqué dans l'utilisation des graisses par l'organisme. Elle est appréciée des sportifs en période de sèche. Prendre une à deux gélules par jour avant l'activité physique.",
    categorie: 'Minceur et énergie',
    prix: 16500,
    stock: 12,
    scoreQualite: 42,
  },
  {
    nom: 'Boisson Énergisante C4 Energy Cellucor 12 x 473 ml',
    description:
      "Boisson énergisante sans sucre et pétillante, contenant 200 mg de caféine par canette. Elle donne un coup de fouet avant le sport ou lors des longues journées. Déconseillée aux enfants et aux femmes enceintes.",
    categorie: 'Minceur et énergie',
    prix: 22000,
    enRupture: true,
    stock: 0,
    scoreQualite: 39,
  },
  {
    nom: 'Glucomannane 575 mg Now Foods 180 gélules',
    description:
      "Fibre de konjac qui gonfle dans l'estomac et contribue à la sensation de satiété. Elle accompagne un régime hypocalorique. Prendre deux gélules avec un grand verre d'eau, 30 minutes avant les repas.",
    categorie: 'Minceur et énergie',
    prix: 12000,
    stock: 20,
    scoreQualite: 40,
  },

  // ——— Sport et performance ———
  {
    nom: 'Pré-entraînement C4 Original Cellucor 60 doses',
    description:
      "Le pré-entraînement américain de référence, à base de caféine, de bêta-alanine et de créatine nitrate. Il aide à rester concentré et énergique pendant la séance. Mélanger une dose dans 200 ml d'eau 20 à 30 minutes avant l'effort.",
    categorie: 'Sport et performance',
    sousType: 'Pré-entraînement',
    prix: 26000,
    pourcentPromotion: 15,
    aLaUne: true,
    stock: 20,
    scoreQualite: 46,
  },
  {
    nom: 'Pré-entraînement Gold Standard Optimum Nutrition 300 g',
    description:
      "Formule pré-séance avec 175 mg de caféine naturelle, de la créatine et de la citrulline. Un dosage modéré, adapté aux débutants comme aux confirmés. Une dose dans de l'eau 30 minutes avant l'entraînement.",
    categorie: 'Sport et performance',
    sousType: 'Pré-entraînement',
    prix: 24000,
    stock: 10,
    scoreQualite: 44,
  },
  {
    nom: 'Créatine Monohydrate Micronisée Optimum Nutrition 600 g',
    description:
      "Créatine monohydrate pure et micronisée, sans goût, qui se mélange facilement à toutes les boissons. La créatine améliore les performances lors d'exercices courts et intenses. Prendre 5 g par jour, tous les jours.",
    categorie: 'Sport et performance',
    sousType: 'Créatine',
    prix: 22000,
    aLaUne: true,
    stock: 30,
    scoreQualite: 48,
  },
  {
    nom: 'Créatine Platinum 100 % MuscleTech 400 g',
    description:
      "Créatine monohydrate ultra-pure en poudre sans arôme. Elle accompagne les programmes de force et de prise de muscle. Mélanger 5 g dans de l'eau ou dans votre shaker de whey.",
    categorie: 'Sport et performance',
    sousType: 'Créatine',
    prix: 17500,
    stock: 22,
    scoreQualite: 45,
  },
  {
    nom: 'BCAA Amino X BSN 435 g',
    description:
      "Acides aminés ramifiés effervescents enrichis en citrulline et en taurine, sans sucre. Ils se boivent pendant ou après l'entraînement pour accompagner la récupération. Une dose dans 300 ml d'eau.",
    categorie: 'Sport et performance',
    sousType: 'BCAA et acides aminés',
    prix: 23500,
    stock: 14,
    scoreQualite: 44,
  },
  {
    nom: 'Essential Amino Energy Optimum Nutrition 270 g',
    description:
      "Mélange d'acides aminés essentiels et de caféine naturelle issue du thé vert et du café. Il se boit le matin ou avant la séance pour un regain d'énergie. Une à deux doses dans de l'eau fraîche.",
    categorie: 'Sport et performance',
    sousType: 'BCAA et acides aminés',
    prix: 19500,
    stock: 24,
    scoreQualite: 45,
  },
  {
    nom: 'Électrolytes Liquid I.V. Hydration Multiplier 16 sachets',
    description:
      "Poudre d'électrolytes à diluer, associant sodium, potassium et vitamines du groupe B. Pratique après le sport ou par forte chaleur. Verser un sachet dans 500 ml d'eau et bien mélanger.",
    categorie: 'Sport et performance',
    prix: 15000,
    stock: 35,
    scoreQualite: 41,
  },

  // ——— Cheveux et ongles ———
  {
    nom: "Biotine 10 000 mcg Nature's Bounty 120 gélules molles",
    description:
      "Biotine fortement dosée en gélules molles faciles à avaler. La biotine contribue au maintien de cheveux normaux et d'une peau normale. Une gélule par jour avec un repas.",
    categorie: 'Cheveux et ongles',
    sousType: 'Biotine',
    prix: 9500,
    stock: 45,
    scoreQualite: 44,
  },
  {
    nom: "Cheveux, Peau et Ongles Nature's Bounty 250 gélules",
    description:
      "Formule beauté associant biotine, vitamine C, vitamine E et collagène. Un best-seller américain pour une routine beauté de l'intérieur. Prendre deux gélules par jour avec un repas.",
    categorie: 'Cheveux et ongles',
    sousType: 'Biotine',
    prix: 14500,
    aLaUne: true,
    stock: 25,
    scoreQualite: 45,
  },
  {
    nom: 'Shampooing Pro-V Réparation Intense Pantene 1,13 L',
    description:
      "Shampooing fortifiant à la formule Pro-V, pour les cheveux abîmés et cassants. Un grand flacon économique pour toute la famille. Appliquer sur cheveux mouillés, faire mousser puis rincer.",
    categorie: 'Cheveux et ongles',
    sousType: 'Shampooings',
    prix: 8500,
    stock: 30,
    scoreQualite: 40,
  },
  {
    nom: 'Huile Jamaïcaine au Ricin Noir SheaMoisture 118 ml',
    description:
      "Huile capillaire à l'huile de ricin noir jamaïcaine, au beurre de karité et à la menthe poivrée. Elle nourrit le cuir chevelu et convient aux cheveux crépus et bouclés. Masser quelques gouttes sur le cuir chevelu et les longueurs.",
    categorie: 'Cheveux et ongles',
    sousType: 'Soins capillaires',
    prix: 9000,
    pourcentPromotion: 20,
    stock: 20,
    scoreQualite: 43,
  },
  {
    nom: 'Shampooing Coco et Hibiscus SheaMoisture 384 ml',
    description:
      "Shampooing sans sulfates au lait de coco, à l'hibiscus et au beurre de karité, pensé pour les boucles. Il nettoie en douceur tout en limitant les frisottis. Appliquer sur cheveux mouillés, masser et rincer.",
    categorie: 'Cheveux et ongles',
    sousType: 'Shampooings',
    prix: 8000,
    stock: null,
    scoreQualite: 42,
  },
];

/**
 * A demo order (docs/product.md §7): a few weeks of a small shop's orders, in every status, for the inbox, the
 * order's page and the dashboard's chart to show something on a new shop. The customers are invented and their
 * phones plainly demo numbers (+221 77 000 xx xx); the products are the demo catalogue's, by name.
 */
export interface SeedOrder {
  /** How long ago it was recorded, in hours. */
  ilYA: number;
  source: 'site' | 'admin';
  /** The zone's name among the zones every shop starts with; absent: no zone. */
  zone?: string;
  /** `variante`: the name of the variant ordered, for a product with variants ('454 g'). */
  lignes: { produit: string; variante?: string; quantite: number }[];
  statut: 'nouvelle' | 'confirmee' | 'en_livraison' | 'livree' | 'annulee';
  /** Filled in by the administrator once the customer wrote on WhatsApp; absent on an order nobody answered yet. */
  client?: { nom: string; telephone: string };
  pointDeRepere?: string;
  paiement?: 'wave' | 'orange_money' | 'especes';
  motifAnnulation?: string;
}

export const SEED_ORDERS: SeedOrder[] = [
  {
    ilYA: 20 * 24 + 5,
    source: 'site',
    zone: 'Plateau',
    lignes: [
      { produit: 'Centrum Adultes Multivitamines 200 comprimés', quantite: 1 },
      { produit: "Zinc 50 mg Nature's Bounty 100 comprimés", quantite: 2 },
    ],
    statut: 'livree',
    client: { nom: 'Aminata Diallo', telephone: '+221770000101' },
    pointDeRepere: 'Immeuble en face de la BICIS, 3e étage',
    paiement: 'wave',
  },
  {
    ilYA: 18 * 24 + 2,
    source: 'admin',
    zone: 'Parcelles Assainies',
    lignes: [{ produit: 'Barres Protéinées Quest Nutrition Cookies & Cream 12 x 60 g', quantite: 2 }],
    statut: 'livree',
    client: { nom: 'Moussa Ndiaye', telephone: '+221770000202' },
    pointDeRepere: 'Unité 15, près de la mosquée',
    paiement: 'especes',
  },
  {
    ilYA: 16 * 24 + 7,
    source: 'site',
    zone: 'Mermoz',
    lignes: [{ produit: 'Crème Hydratante CeraVe', variante: '454 g', quantite: 1 }],
    statut: 'annulee',
    client: { nom: 'Fatou Sow', telephone: '+221770000303' },
    motifAnnulation: 'Cliente injoignable après trois appels',
  },
  {
    ilYA: 13 * 24 + 4,
    source: 'site',
    zone: 'Pikine',
    lignes: [
      { produit: 'Citrate de Magnésium 250 mg Nature Made 180 comprimés', quantite: 1 },
      { produit: 'Ashwagandha 450 mg Now Foods 90 gélules', quantite: 1 },
    ],
    statut: 'livree',
    client: { nom: 'Ibrahima Fall', telephone: '+221770000404' },
    paiement: 'orange_money',
  },
  {
    ilYA: 10 * 24 + 6,
    source: 'site',
    zone: 'Sacré-Cœur',
    lignes: [
      { produit: 'Nettoyant Doux pour la Peau Cetaphil 591 ml', quantite: 1 },
      { produit: 'Lotion Hydratante Quotidienne Aveeno 532 ml', quantite: 1 },
    ],
    statut: 'livree',
    client: { nom: 'Awa Mbaye', telephone: '+221770000505' },
    pointDeRepere: 'Sacré-Cœur 3, villa 120',
    paiement: 'wave',
  },
  {
    ilYA: 7 * 24 + 3,
    source: 'site',
    zone: 'Ouakam',
    lignes: [{ produit: "Biotine 10 000 mcg Nature's Bounty 120 gélules molles", quantite: 3 }],
    statut: 'livree',
    client: { nom: 'Ousmane Sarr', telephone: '+221770000808' },
    paiement: 'especes',
  },
  {
    ilYA: 5 * 24 + 2,
    source: 'site',
    zone: 'Almadies',
    lignes: [{ produit: 'Électrolytes Liquid I.V. Hydration Multiplier 16 sachets', quantite: 2 }],
    // Still 'nouvelle' after three days: the inbox shows it 'Sans suite'.
    statut: 'nouvelle',
  },
  {
    ilYA: 4 * 24 + 1,
    source: 'site',
    zone: 'Rufisque',
    lignes: [
      { produit: 'Assaisonnement Complet Badia 793 g', quantite: 2 },
      { produit: 'Poivre Noir Moulu McCormick 453 g', quantite: 1 },
    ],
    statut: 'en_livraison',
    client: { nom: 'Cheikh Diop', telephone: '+221770000606' },
    pointDeRepere: 'Rufisque Nord, derrière la pharmacie Guignane',
    paiement: 'wave',
  },
  {
    ilYA: 2 * 24 + 5,
    source: 'site',
    zone: 'Médina',
    lignes: [{ produit: 'Extrait de Thé Vert 400 mg Now Foods 250 gélules', quantite: 1 }],
    statut: 'en_livraison',
    client: { nom: 'Khady Faye', telephone: '+221770000909' },
    pointDeRepere: 'Rue 22 x Blaise Diagne',
  },
  {
    ilYA: 26,
    source: 'site',
    zone: 'Grand Yoff',
    lignes: [
      { produit: 'Shampooing Pro-V Réparation Intense Pantene 1,13 L', quantite: 1 },
      { produit: "Sel à l'Ail Lawry's 935 g", quantite: 1 },
    ],
    statut: 'confirmee',
    client: { nom: 'Abdoulaye Gueye', telephone: '+221770001010' },
  },
  {
    ilYA: 20,
    source: 'site',
    zone: 'Liberté',
    lignes: [{ produit: 'Centrum Adultes Multivitamines 200 comprimés', quantite: 2 }],
    statut: 'confirmee',
    client: { nom: 'Ndeye Seck', telephone: '+221770001111' },
    pointDeRepere: 'Liberté 6, en face du rond-point',
  },
  {
    ilYA: 3,
    source: 'site',
    zone: 'Point E',
    lignes: [
      { produit: 'Crème Hydratante CeraVe', variante: '454 g', quantite: 1 },
      { produit: "Zinc 50 mg Nature's Bounty 100 comprimés", quantite: 1 },
    ],
    statut: 'nouvelle',
  },
];
