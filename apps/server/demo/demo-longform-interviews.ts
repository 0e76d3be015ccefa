import { illustration, type DemoInterview } from "./demo-longform-types";

/**
 * Demo interviews: conversations, condensed and edited, with people who keep
 * the commons of the demo case studies running. Interviewees are described
 * by their role, never named. All are text interviews (no recordings are
 * invented); timestamps are minutes and seconds into the conversation.
 */

const CONTRIBUTOR_AS_INTERVIEWER = {
  name: "Amara Okafor",
  title: "Researcher, commons governance",
  organization: "Field Commons",
};

const EDITORS_AS_INTERVIEWER = {
  name: "Field Commons editors",
  title: "Editorial team",
  organization: "Field Commons",
};

const CONSENT = { recorded: true, published: true, contact: false };

export const DEMO_INTERVIEWS: readonly DemoInterview[] = [
  {
    type: "interview",
    title: "A community forest officer on twenty years of user groups",
    summary: "",
    domain: "Land & Environment",
    location: { name: "Kavrepalanchok district", country: "Nepal", lat: 27.55, lng: 85.55 },
    author: "contributor",
    status: "published",
    daysAgo: 331,
    heldDaysBefore: 26,
    images: [
      illustration("forest", "Hill forest managed by a community forest user group."),
      illustration("village", "Villages whose households belong to the user group."),
    ],
    likedBy: ["admin", "researcher"],
    savedBy: ["researcher"],
    body: {
      subtitle: "Patrols, plans and the forest fund",
      excerpt:
        "A district forest officer explains how villagers write their own forest rules, why the forest office now advises rather than polices, and what still goes wrong.",
      description:
        "A conversation about community forestry in Nepal's Middle Hills, where user groups have managed forests handed over by the state since the 1990s.",
      durationSeconds: 3120,
      mediaType: "text",
      language: "en",
      interviewee: {
        name: "A district forest officer",
        title: "Assistant forest officer",
        organization: "District forest office, Kavrepalanchok",
        bio: "Has worked with community forest user groups in the district for about two decades, first as a ranger and now in the district office.",
      },
      interviewer: CONTRIBUTOR_AS_INTERVIEWER,
      questions: [
        {
          question: "When you started, what did the forests around here look like?",
          answer:
            "Many slopes were almost bare. People needed fuelwood and fodder every day, and the forest belonged, on paper, to the government. We were supposed to protect it, but there were a few of us for thousands of hectares. In practice nobody could stop anyone. Older people tell me that before the forests were nationalised, villages had their own rules. Those rules lost their force, and nothing replaced them on the ground.",
          timestamp: 45,
        },
        {
          question: "What changed when forests were handed over to user groups?",
          answer:
            "The law let us hand a forest to the households that use it. They form a user group, elect a committee and write an operational plan with us: how much can be cut, when grass can be collected, where grazing is allowed, what the fines are. Once the plan is approved, the forest is theirs to manage and the income is theirs to keep. The biggest change was that people started guarding the forest themselves.",
          timestamp: 410,
        },
        {
          question: "How do the groups enforce their rules?",
          answer:
            "Most groups started with patrols, members taking turns to walk the forest. Some hire a watcher paid from the group fund. Fines are set in the plan and usually rise for repeat offences. Often a warning from a neighbour is enough. The committee hears disputes first; only serious cases come to us or to the police.",
          timestamp: 980,
        },
        {
          question: "What does the forest office do now?",
          answer:
            "We advise and approve. We help groups prepare and renew plans, measure the forest, and we check that harvesting follows the plan. We still have authority over serious violations and over forests not handed over. My job is less about catching people and more about meetings and measurements. Honestly, it is better work.",
          timestamp: 1460,
        },
        {
          question: "Where does the group fund go?",
          answer:
            "Groups earn from selling timber, fuelwood and grass to members and sometimes outside. They spend on forest work, but also on the village: school buildings, drinking water, small loans to members. The guidelines now ask them to spend part on forest development and part on poorer households. Whether that happens depends on the committee.",
          timestamp: 1905,
        },
        {
          question: "Who is left out?",
          answer:
            "This is the hard question. In the early years, committees were mostly men from better-off families. Poorer households and lower-caste families sometimes paid the same fees but had less say, and some depended on the forest more. The rules now require women on committees, and there has been progress. But being on a committee and being listened to are not the same.",
          timestamp: 2380,
        },
        {
          question: "What worries you about the next twenty years?",
          answer:
            "Migration. Many young men are working abroad. Fewer people collect fuelwood now, some use gas, and the forests are growing back, which is good. But if nobody needs the forest, who will come to meetings? The institution was built on daily need. It has to find a new reason to exist.",
          timestamp: 2850,
        },
      ],
      consent: CONSENT,
      ethicsApproval:
        "Conducted under the interviewer's institutional ethics approval for fieldwork interviews.",
      ethicsNotes:
        "The interviewee asked to be identified by role only. Answers condensed and edited for length.",
      sources:
        "Background: Gilmour, D. A., & Fisher, R. J. (1991). Villagers, Forests and Foresters: The Philosophy, Process and Practice of Community Forestry in Nepal. Sahayogi Press.",
      tags: ["community forestry", "Nepal", "user groups"],
    },
  },
  {
    type: "interview",
    title: "A former syndic on judging your neighbours' water",
    summary: "",
    domain: "Water & Oceans",
    location: {
      name: "Apostles' Door, Valencia Cathedral",
      country: "Spain",
      lat: 39.4755,
      lng: -0.3753,
    },
    author: "admin",
    status: "published",
    daysAgo: 305,
    heldDaysBefore: 19,
    images: [illustration("fields", "The irrigated plain whose canals the Tribunal serves.")],
    likedBy: ["contributor", "researcher"],
    savedBy: ["contributor"],
    body: {
      subtitle: "Thursdays at the Tribunal de les Aigües",
      excerpt:
        "A farmer who served as syndic of his canal community describes sitting on the Water Tribunal: public hearings, no written reasons and fines everyone understands.",
      description:
        "A conversation with a former syndic of one of the canal communities represented on Valencia's Water Tribunal.",
      durationSeconds: 2460,
      mediaType: "text",
      language: "en",
      interviewee: {
        name: "A former syndic of a canal community",
        title: "Former syndic",
        organization: "One of the eight canal communities of the Valencian huerta",
        bio: "Farmed vegetables on a few hectares of the huerta all his working life and served several terms as his community's elected syndic.",
      },
      interviewer: EDITORS_AS_INTERVIEWER,
      questions: [
        {
          question: "How does someone become a syndic?",
          answer:
            "Your neighbours elect you. You must be a farmer who works land watered by the canal, and people must trust you. It is not paid. You represent the community, you look after its ordinances with the other officers, and on Thursdays you sit with the other syndics at the Cathedral door.",
          timestamp: 60,
        },
        {
          question: "What kind of cases come before the Tribunal?",
          answer:
            "Someone took water out of turn. Someone opened a gate early, or did not close it. Someone did not clean the ditch along their field, so the water did not reach the next one. The guard of the canal brings the complaint. The parties speak for themselves, in Valencian, and we decide there and then.",
          timestamp: 420,
        },
        {
          question: "Is it strange to judge your neighbours?",
          answer:
            "At first, yes. But you know the canals, you know what a missed turn means in August, and people accept a decision from someone who knows. Also, the syndic of the canal concerned does not vote on that case. That rule matters. Nobody can say you favoured your own people.",
          timestamp: 880,
        },
        {
          question: "Why are there so few cases now?",
          answer:
            "Two reasons. The guards settle most problems before they reach Thursday; a word from the guard is enough. And there is less farming. Every year more fields become houses or are left empty. Some Thursdays nobody is called. Visitors are sometimes disappointed, but for us an empty session is good news.",
          timestamp: 1350,
        },
        {
          question: "What did UNESCO recognition change?",
          answer:
            "More visitors, more attention, some help with documentation. It made the young people proud, a little. But heritage does not water a field. If there are no farmers, there is no Tribunal, only a ceremony. That is the real danger.",
          timestamp: 1820,
        },
        {
          question: "What would you tell water managers elsewhere?",
          answer:
            "Let the people who share the water settle their own quarrels, quickly and in public, and back their decisions. Do not make them wait years for a court. And the judges must be people who live with the consequences.",
          timestamp: 2240,
        },
      ],
      consent: CONSENT,
      ethicsNotes:
        "Identified by role at the interviewee's request. Translated from Valencian and Spanish, condensed and edited.",
      sources:
        "Background: Glick, T. F. (1970). Irrigation and Society in Medieval Valencia. Harvard University Press.",
      tags: ["irrigation", "customary courts", "Valencia"],
    },
  },
  {
    type: "interview",
    title: "A lobster harvester on zone councils and trap limits",
    summary: "",
    domain: "Water & Oceans",
    location: { name: "Port Clyde, Maine", country: "United States", lat: 43.9268, lng: -69.257 },
    author: "contributor",
    status: "published",
    daysAgo: 276,
    heldDaysBefore: 33,
    images: [
      illustration("coast", "A working harbour where boats fish the same grounds every season."),
    ],
    likedBy: ["admin"],
    savedBy: ["admin", "researcher"],
    body: {
      subtitle: "Territory, conservation and the warming Gulf",
      excerpt:
        "A harvester who sits on a lobster zone council talks about harbour territories, the V-notch, and what a warming sea means for rules made by fishers.",
      description:
        "A conversation on the Maine coast about how lobster harvesters share fishing grounds and help set the rules through zone councils.",
      durationSeconds: 2880,
      mediaType: "text",
      language: "en",
      interviewee: {
        name: "A lobster harvester and zone council member",
        title: "Owner-operator; elected zone council member",
        organization: "A lobster management zone council, mid-coast Maine",
        bio: "Third-generation harvester fishing out of a mid-coast harbour, serving an elected term on the zone council.",
      },
      interviewer: CONTRIBUTOR_AS_INTERVIEWER,
      questions: [
        {
          question: "How do you know where you can set your traps?",
          answer:
            "Part of it is law and part of it is custom. By law you need a licence and you fish in your zone. By custom, each harbour has its own bottom, and newcomers learn where they can go. People used to say there were lines you did not cross. It is less rough than the old stories, but the territories are still real.",
          timestamp: 90,
        },
        {
          question: "What do the zone councils decide?",
          answer:
            "The state set up the zones in the 1990s, each with an elected council of harvesters. The councils can propose things like trap limits and limits on new entrants for their zone, and the department makes them rules if the harvesters agree. So the people on the water have a say in the rules they live under.",
          timestamp: 520,
        },
        {
          question: "Which conservation rules matter most?",
          answer:
            "Size limits, a minimum and a maximum, so you throw back the young ones and the big breeders. And the V-notch: if you catch an egg-bearing female, you cut a small notch in her tail and let her go, and nobody can keep her while the notch shows. Fishers did that before anyone made them. It is about the future of your own grounds.",
          timestamp: 1040,
        },
        {
          question: "Do people follow rules they did not vote for?",
          answer:
            "Mostly, because enough of us had a hand in them. You also know the boats around you. If someone cheats, the harbour knows. Marine patrol enforces the law, but the harbour enforces respect.",
          timestamp: 1580,
        },
        {
          question: "How is the warming sea changing things?",
          answer:
            "The lobster have moved. Landings rose for years and shifted north and east, and further south it got much harder. Now there are new worries: whale protection rules, offshore wind areas. The zone system was built for one kind of problem. These are bigger than any harbour.",
          timestamp: 2110,
        },
        {
          question: "What would you want other fisheries to copy?",
          answer:
            "Give fishers a real vote in their own area. Not a consultation where they listen and then do what they planned. A vote, with a clear process. People protect what they have a stake in.",
          timestamp: 2640,
        },
      ],
      consent: CONSENT,
      ethicsNotes: "Identified by role at the interviewee's request. Condensed and edited.",
      sources:
        "Background: Acheson, J. M. (1988). The Lobster Gangs of Maine. University Press of New England.",
      tags: ["fisheries", "lobster", "co-management"],
    },
  },
  {
    type: "interview",
    title: "A ranger coordinator on early dry-season burning",
    summary: "",
    domain: "Land & Environment",
    location: {
      name: "Warddeken Indigenous Protected Area, West Arnhem Land",
      country: "Australia",
      lat: -12.55,
      lng: 133.9,
    },
    author: "contributor",
    status: "published",
    daysAgo: 239,
    heldDaysBefore: 21,
    images: [
      illustration("forest", "Savanna woodland where cool early fires break up the country."),
      illustration("mountain", "Stone country and escarpment reached by helicopter and on foot."),
    ],
    likedBy: ["researcher"],
    savedBy: ["admin"],
    body: {
      subtitle: "Right fire, right time",
      excerpt:
        "A ranger coordinator explains how ranger teams plan cool fires with Traditional Owners, why late-season wildfires are the enemy, and how carbon income changed the work.",
      description: "A conversation about fire management in the stone country of West Arnhem Land.",
      durationSeconds: 3300,
      mediaType: "text",
      language: "en",
      interviewee: {
        name: "A ranger coordinator",
        title: "Ranger coordinator",
        organization: "An Aboriginal ranger organisation, West Arnhem Land",
        bio: "Works alongside Traditional Owners and ranger teams planning the annual fire season and training new rangers.",
      },
      interviewer: CONTRIBUTOR_AS_INTERVIEWER,
      questions: [
        {
          question: "What does the fire season look like for a ranger team?",
          answer:
            "It starts when the wet season finishes and the grass begins to dry. We burn early, while the fires are cool and go out at night. By the late dry season the country is very dry, and a fire then can run for days across huge areas. Our job is to break the country up early so those big fires cannot travel.",
          timestamp: 120,
        },
        {
          question: "Who decides where to burn?",
          answer:
            "Traditional Owners. It is their country and their knowledge. We sit down with them and the senior people, look at maps and talk about places that need fire, places that must be protected, sites that must not burn. Then teams go out on foot and by helicopter.",
          timestamp: 640,
        },
        {
          question: "What did people see when the country was empty of people?",
          answer:
            "When families moved into towns and missions, nobody was there to burn in the right way. Late-season wildfires took over. Old people noticed the difference: plants and animals that need fire at the right time were struggling. Rangers bringing people back onto country to burn is part of healing that.",
          timestamp: 1250,
        },
        {
          question: "How did carbon income change the work?",
          answer:
            "Early burning means less country burns late, and late fires release more emissions. That reduction can be counted and paid for. The money bought equipment and helicopter hours and paid for rangers. It made the work possible on a scale we could not fund before.",
          timestamp: 1900,
        },
        {
          question: "Is there a risk in depending on carbon?",
          answer:
            "Yes. Prices go up and down, rules change. If the method changes, our income can drop. And carbon is only one reason we burn. It is also about looking after animals, plants, sites and teaching young people. Funders should pay for all of that, not just the carbon number.",
          timestamp: 2480,
        },
        {
          question: "What do you tell new rangers?",
          answer:
            "Listen to the old people, watch the country, and do not be in a hurry. A good early fire is quiet. You should be able to walk beside it.",
          timestamp: 3050,
        },
      ],
      consent: CONSENT,
      ethicsApproval:
        "Conducted with the permission of the ranger organisation; cultural content reviewed before publication.",
      ethicsNotes:
        "Identified by role. Nothing restricted or culturally sensitive is included. Condensed and edited.",
      sources:
        "Background: Russell-Smith, J., Whitehead, P., & Cooke, P. (eds.) (2009). Culture, Ecology and Economy of Fire Management in North Australian Savannas. CSIRO Publishing.",
      tags: ["fire management", "Indigenous rangers", "carbon"],
    },
  },
  {
    type: "interview",
    title: "An islander on running a community-owned grid",
    summary: "",
    domain: "Energy & Infrastructure",
    location: {
      name: "Isle of Eigg, Inner Hebrides",
      country: "United Kingdom",
      lat: 56.9,
      lng: -6.15,
    },
    author: "admin",
    status: "published",
    daysAgo: 198,
    heldDaysBefore: 15,
    images: [
      illustration("energy", "Wind, sun and water share the work on a small island grid."),
      illustration("coast", "The island's only connection to the mainland is the ferry."),
    ],
    likedBy: ["contributor", "researcher"],
    savedBy: ["contributor"],
    body: {
      subtitle: "Sharing power when the supply is limited",
      excerpt:
        "A resident who helps run the island's electricity company talks about building a grid from scratch, living under a power cap, and why ownership changed how people use energy.",
      description:
        "A conversation on a Hebridean island whose residents built and run their own renewable grid.",
      durationSeconds: 2700,
      mediaType: "text",
      language: "en",
      interviewee: {
        name: "A resident and director of the island's electricity company",
        title: "Volunteer director",
        organization: "The island's community-owned electricity company",
        bio: "Has lived on the island for many years and served as a volunteer director of its electricity company.",
      },
      interviewer: EDITORS_AS_INTERVIEWER,
      questions: [
        {
          question: "What was electricity like before the grid?",
          answer:
            "Every house had its own diesel generator, or a small hydro or wind set if you were lucky. Noisy, expensive, and off at night for many people. Fuel came over on the ferry. You planned your washing around the generator.",
          timestamp: 75,
        },
        {
          question: "How did the island come to build its own?",
          answer:
            "After the community bought the island, people asked what they wanted to do with it. Power was near the top of the list. A mainland cable was never going to come. So the community set up a company, raised grants, and built a grid around the island with hydro, wind and solar, and batteries to store it.",
          timestamp: 560,
        },
        {
          question: "What is the power cap and why does it exist?",
          answer:
            "Each household can draw only so much at once, and businesses a bit more. The supply is limited, especially in a calm, dry spell. The cap means one house cannot take so much that others go without. It was agreed by the community and it is explained to everyone who moves here.",
          timestamp: 1120,
        },
        {
          question: "Do people resent it?",
          answer:
            "Less than you would think. You learn not to run the kettle and the washing machine at the same time. When it is windy, people know there is plenty and do their laundry. It is a bit like having a shared well: you keep an eye on the level.",
          timestamp: 1610,
        },
        {
          question: "What is hardest about running it?",
          answer:
            "Maintenance and money. Equipment gets old, batteries wear out and need replacing, and storms do damage. We are volunteers with a small staff. Every repair is a project. Grants help build things; they rarely help keep things running.",
          timestamp: 2120,
        },
        {
          question: "What would you say to other communities?",
          answer:
            "Start with what people need, not the technology. Make the rules together and write them down. And plan for the boring years after the opening ceremony.",
          timestamp: 2540,
        },
      ],
      consent: CONSENT,
      ethicsNotes: "Identified by role. Condensed and edited.",
      sources:
        "Background: Walker, G., & Devine-Wright, P. (2008). Community renewable energy: What should it mean? Energy Policy 36(2).",
      tags: ["community energy", "islands", "microgrids"],
    },
  },
  {
    type: "interview",
    title: "A volunteer network engineer on a network held in common",
    summary: "",
    domain: "Technology & Digital Access",
    location: { name: "Gurb, Osona, Catalonia", country: "Spain", lat: 41.953, lng: 2.236 },
    author: "contributor",
    status: "published",
    daysAgo: 162,
    heldDaysBefore: 12,
    images: [illustration("network", "Rooftop links between villages in Osona.")],
    likedBy: ["admin", "researcher"],
    savedBy: ["researcher"],
    body: {
      subtitle: "Rooftops, licences and the compensation system",
      excerpt:
        "A volunteer who has built links for a community network for over a decade explains the network commons licence, why companies pay in, and what breaks when volunteers tire.",
      description:
        "A conversation in rural Catalonia about a community network that anyone may join and extend.",
      durationSeconds: 3480,
      mediaType: "text",
      language: "en",
      interviewee: {
        name: "A volunteer network engineer",
        title: "Volunteer; telecoms engineer by profession",
        organization: "A community network in Catalonia",
        bio: "Has installed and maintained wireless and fibre links for a community network in Osona for more than ten years.",
      },
      interviewer: CONTRIBUTOR_AS_INTERVIEWER,
      questions: [
        {
          question: "How did you first connect?",
          answer:
            "A neighbour had a link to the next village and offered to share it. I put an antenna on my roof pointing at his. That is how most of it grew: one roof to the next. Then I started helping others do the same.",
          timestamp: 60,
        },
        {
          question: "What does the licence ask of someone who joins?",
          answer:
            "You can use the network, and you must let others' traffic pass through what you add. You cannot close it off or sell it as if it were only yours. It is open, free and neutral. Everyone who joins accepts the same terms, whether it is a family or a company.",
          timestamp: 470,
        },
        {
          question: "Why do companies take part?",
          answer:
            "Local installers and internet providers offer services over the network to customers. They use shared links, so they pay into a compensation system that covers maintenance of the common parts in proportion to what they use. It stops the free-riding problem and gives the installers a living.",
          timestamp: 1150,
        },
        {
          question: "Who settles disputes?",
          answer:
            "Most are settled between the people involved. If not, there is a process run through the foundation, with mediation first. The disputes are usually about who pays for what, or a link that someone wants to remove.",
          timestamp: 1800,
        },
        {
          question: "What changed when fibre arrived?",
          answer:
            "Fibre is more work at the start: permissions, ducts, digging. It needed more organisation and more money, and the foundation and local councils became more important. But once it is in, it lasts. Some villages now have better connections than the nearby towns.",
          timestamp: 2400,
        },
        {
          question: "What is the biggest risk?",
          answer:
            "Volunteer fatigue. The people who built the first links are getting older. Some parts of the network depend on one or two people who know how they work. We are trying to document more and train younger people, but it is slow.",
          timestamp: 2950,
        },
        {
          question: "Would you do it again?",
          answer:
            "Yes. When a storm took out the commercial network a few years ago, our links stayed up and people came to us. That is when you understand what it means to own something together.",
          timestamp: 3300,
        },
      ],
      consent: CONSENT,
      ethicsNotes: "Identified by role. Translated from Catalan, condensed and edited.",
      sources:
        "Background: Baig, R., Roca, R., Freitag, F., & Navarro, L. (2015). guifi.net, a crowdsourced network infrastructure held in common. Computer Networks 90.",
      tags: ["community networks", "digital commons", "Catalonia"],
    },
  },
  {
    type: "interview",
    title: "A subak farmer on water temples and visitors",
    summary: "",
    domain: "Culture & Heritage",
    location: { name: "Jatiluwih, Tabanan, Bali", country: "Indonesia", lat: -8.37, lng: 115.13 },
    author: "contributor",
    status: "published",
    daysAgo: 117,
    heldDaysBefore: 30,
    images: [
      illustration("terraces", "Terraces fed by one canal and governed by one subak."),
      illustration("water", "Water is divided at weirs by agreed proportions."),
    ],
    likedBy: ["admin"],
    savedBy: ["admin", "researcher"],
    body: {
      subtitle: "Sharing water on a World Heritage landscape",
      excerpt:
        "A rice farmer who sits on his subak's committee describes how water is shared by the temple calendar, what World Heritage status brought, and why young people leave.",
      description:
        "A conversation in the terraces of Tabanan about a farmers' water association and its temples.",
      durationSeconds: 2580,
      mediaType: "text",
      language: "en",
      interviewee: {
        name: "A subak committee member",
        title: "Rice farmer; subak committee member",
        organization: "A subak in Tabanan regency",
        bio: "Farms terraced rice fields inherited from his parents and serves on the committee of his subak.",
      },
      interviewer: CONTRIBUTOR_AS_INTERVIEWER,
      questions: [
        {
          question: "What is a subak, in your own words?",
          answer:
            "All the farmers who take water from the same canal. We meet, we decide together when to plant, we clean the canal together, and we look after our temple. The water is not mine or yours. It belongs to the subak and to the gods who give it.",
          timestamp: 50,
        },
        {
          question: "How is the water divided?",
          answer:
            "At each weir the water is split by measure, so each part of the subak gets its share. When it is scarce, we take turns. The planting dates come with the ceremonies at the temples, so neighbouring subaks do not all need water at the same moment, and the pests have nowhere to go when the fields are empty together.",
          timestamp: 430,
        },
        {
          question: "What happened when the new rice varieties came?",
          answer:
            "My father's generation was told to plant as often as possible. Some stopped following the temple calendar. Then the pests came, year after year. People went back to planting together. The old way was not only religion; it was good sense.",
          timestamp: 960,
        },
        {
          question: "What did World Heritage status change?",
          answer:
            "Many visitors. There are cafes and a ticket at the road. Some money comes to the subak and to the village. But the farmer still earns little from rice, and the land near the road is worth much more for building. Some people want to sell.",
          timestamp: 1500,
        },
        {
          question: "Do young people want to farm?",
          answer:
            "Few. They work in hotels, in town, on ships. Who will clean the canal in twenty years? We need enough hands. If the subak becomes too small, the water stops reaching the lower fields.",
          timestamp: 2000,
        },
        {
          question: "What would help?",
          answer:
            "Let more of the visitors' money come to the farmers who keep the fields. Lower the taxes on land that is still farmed. And remember that visitors come for the fields, but the fields exist because of the subak.",
          timestamp: 2380,
        },
      ],
      consent: CONSENT,
      ethicsNotes:
        "Identified by role. Translated from Indonesian and Balinese, condensed and edited.",
      sources:
        "Background: Lansing, J. S. (1991). Priests and Programmers: Technologies of Power in the Engineered Landscape of Bali. Princeton University Press.",
      tags: ["subak", "irrigation", "heritage"],
    },
  },
  {
    type: "interview",
    title: "A neighbourhood delegate on the participatory budget",
    summary: "",
    domain: "Social & Governance Systems",
    location: {
      name: "Porto Alegre, Rio Grande do Sul",
      country: "Brazil",
      lat: -30.0346,
      lng: -51.2177,
    },
    author: "admin",
    status: "published",
    daysAgo: 71,
    heldDaysBefore: 40,
    images: [illustration("market", "Assemblies met in squares, schools and community halls.")],
    likedBy: ["contributor"],
    savedBy: ["contributor", "researcher"],
    body: {
      subtitle: "Assemblies, delegates and a paved street",
      excerpt:
        "A resident who was elected delegate in her neighbourhood's budget assemblies recalls how a paved street and a health post were won, and why participation fell.",
      description:
        "A conversation about taking part in Porto Alegre's participatory budgeting over many years.",
      durationSeconds: 2940,
      mediaType: "text",
      language: "en",
      interviewee: {
        name: "A former participatory budget delegate",
        title: "Neighbourhood association member; former delegate",
        organization: "A neighbourhood association on the city's periphery",
        bio: "Took part in the participatory budget assemblies for many years, serving several terms as an elected delegate for her region.",
      },
      interviewer: EDITORS_AS_INTERVIEWER,
      questions: [
        {
          question: "How did you first get involved?",
          answer:
            "Our street was mud. When it rained, the children could not get to school with clean shoes. A neighbour said there was an assembly where you could ask for paving. I went, and I saw that the more people came from your area, the more delegates you elected. So the next year we brought half the street.",
          timestamp: 80,
        },
        {
          question: "What did a delegate do?",
          answer:
            "We met through the year with the other delegates of our region. We listed the demands of each neighbourhood, visited places, argued about priorities. There were criteria, like how many people needed it and how poor the area was, so it was not just who shouted loudest. Then our region's representatives on the budget council took the priorities to the city level.",
          timestamp: 620,
        },
        {
          question: "What did your neighbourhood win?",
          answer:
            "The paving, after two years. Then a health post. For people who had never been listened to, seeing the machines arrive because of a decision we made was something I cannot describe.",
          timestamp: 1240,
        },
        {
          question: "Were there problems?",
          answer:
            "Of course. Some projects were approved and then delayed for years. Organised groups knew how to bring votes. Meetings were long and at night, which was hard for mothers. But we learned how the city budget works, and the officials had to explain themselves to us.",
          timestamp: 1880,
        },
        {
          question: "Why did participation fall?",
          answer:
            "When later governments cared less, there was less money in it. Projects we voted for did not happen. People are not stupid: if your vote does not build anything, you stop coming. The assemblies became smaller and smaller.",
          timestamp: 2400,
        },
        {
          question: "What should other cities learn?",
          answer:
            "Put real money in it and keep your promises. If a city only offers a little box of money for benches, people will see it is a game. And protect it, so a new mayor cannot just let it die.",
          timestamp: 2780,
        },
      ],
      consent: CONSENT,
      ethicsNotes:
        "Identified by role at the interviewee's request. Translated from Portuguese, condensed and edited.",
      sources:
        "Background: Baiocchi, G. (2005). Militants and Citizens: The Politics of Participatory Democracy in Porto Alegre. Stanford University Press.",
      tags: ["participatory budgeting", "local democracy", "Brazil"],
    },
  },

  // ---------------------------------------------------------------- Draft
  {
    type: "interview",
    title: "A seed bank coordinator on lending seed (draft)",
    summary: "",
    domain: "Knowledge & Education",
    location: { name: "Ejere district, Oromia", country: "Ethiopia", lat: 9.0, lng: 38.4 },
    author: "contributor",
    status: "draft",
    daysAgo: 5,
    heldDaysBefore: 3,
    images: [illustration("library", "Draft: seed stored and labelled for lending.")],
    body: {
      excerpt: "How a community seed bank lends seed to members and keeps local varieties alive.",
      mediaType: "text",
      language: "en",
      interviewee: {
        name: "A community seed bank coordinator",
        title: "Coordinator",
        organization: "A community seed bank in West Shewa",
      },
      questions: [
        {
          question: "How does a member borrow seed?",
          answer: "To be transcribed from the field notebook.",
          timestamp: 30,
        },
        { question: "Which varieties are most in demand?", answer: "" },
      ],
      consent: { recorded: true, published: false, contact: true },
      tags: ["seed"],
    },
  },
];
