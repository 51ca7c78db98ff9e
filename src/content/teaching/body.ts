import type { TeacherGuide } from '../schemas';
import { aboutKidsHealthHeart, medlinePlusTakingPulse, merckDigestionVideo, merckLungsOverview } from '../sources.ts';

// Built around three body systems as one team: the heart pumps, the lungs bring in oxygen and the
// digestive system turns food into nutrients, with the children's own pulse as the way in.
// The facts and the pages they were checked against: docs/teaching/body-sources.md.
export const bodyGuide: TeacherGuide = {
  category: 'body',
  title: 'Teaching the human body',
  summary:
    'Children follow blood through the heart, a breath into the lungs and a meal through the digestive system, and see how the three work as a team. They count their own pulse, watch a short animation of the heart pumping, place organs on a body map in teams on the board and finish with the class quiz.',
  ages: {
    younger:
      'Keep to the big ideas: the heart is a pump, the diaphragm moves the air, and food is broken down and soaked up on a long trip. Name the organs but skip atria and ventricles, pause the video after each room of the heart, and in Label the Organs choose a 1:30 timer and stop after round 2 (four turns). The Body Systems Infographic makes a good handout.',
    older:
      'Name the four chambers and trace the double loop (body, right side, lungs, left side, body). Use the Go deeper sections on the heart’s walls and murmurs, gas exchange and enzymes. As an extension, watch How do lungs work? and ask why the walls of the alveoli are so thin.',
  },
  goals: [
    'Students will be able to describe the heart’s job and trace blood from the body, through the heart and lungs, and back out to the body.',
    'Students will be able to find and count their own pulse and explain why it rises during exercise.',
    'Students will be able to explain how the diaphragm moves air and where oxygen passes into the blood.',
    'Students will be able to put the main stops of the digestive system in order and say where most nutrients are absorbed.',
  ],
  plan: [
    {
      minutes: 7,
      title: 'Warm-up and your pulse',
      what:
        'Ask everyone to point to where they think their heart, lungs and stomach are, and note a few guesses on the board without correcting them. Read the heart article from its size and place in the chest to the valves. Then everyone finds their pulse on the inside of the wrist, below the thumb, with two fingers pressing lightly: time 30 seconds while they count, and they double the number. Numbers differ from child to child, and nobody has to share theirs.',
      uses: [{ kind: 'article', slug: 'your-amazing-heart' }],
      older:
        'Instead of pointing, older students sketch where the heart, lungs, stomach and small intestine sit on a body outline, then check their sketches against the game later in the lesson.',
    },
    {
      minutes: 7,
      title: 'Watch: how the heart pumps blood',
      what:
        'Before you press play, ask the class to watch for where blood goes after the right side of the heart and why it comes back. Afterwards, draw the loop on the board together: body, right side of the heart, lungs, left side of the heart, body. If the video will not play, read the heart article\'s part on the two sides of the heart and draw the loop from that.',
      uses: [{ kind: 'video', youtubeId: 'ruM4Xxhx32U', seconds: 267 }],
    },
    {
      minutes: 5,
      title: 'Breathing: follow a breath',
      what:
        'Everyone puts a hand on their upper belly and breathes in slowly: they can feel it move as the diaphragm tightens and flattens. Then follow a breath with the breathing article: nose, windpipe, bronchi, smaller and smaller tubes, and the alveoli, where oxygen passes into the blood and carbon dioxide passes out.',
      uses: [{ kind: 'article', slug: 'how-you-breathe' }],
    },
    {
      minutes: 5,
      title: 'The journey of food',
      what:
        'Draw a simple body outline and add each stop from the food article as you read it: mouth, esophagus, stomach, small intestine, large intestine. Stop at the villi: this is where most nutrients pass into the blood, which then carries them to every cell along with oxygen.',
      uses: [{ kind: 'article', slug: 'the-journey-of-food' }],
    },
    {
      minutes: 8,
      title: 'Label the Organs on the board',
      what:
        'Open Label the Organs in Play on the board with 2 teams and a 1-minute timer: each turn is one round, so that is six turns of at most a minute. Team members take turns dragging the organs, or call out while you drag. Between turns, look back at the warm-up guesses: the heart sits in the middle, the stomach is high up under the ribs.',
      uses: [{ kind: 'game' }],
    },
    {
      minutes: 6,
      title: 'Class quiz',
      what:
        'Play the five quiz questions as a class quiz. Teams answer aloud or hold up A, B, C or D cards, then you press Show answer and mark the teams that were right. After each answer, ask one team to point to where that part is on their own body.',
      uses: [{ kind: 'class-quiz' }],
    },
    {
      minutes: 2,
      title: 'Wrap-up and worksheet',
      what:
        'Ask: how do the heart, the lungs and the digestive system help a leg muscle when you run? Take two or three answers, then hand out the worksheet and the Body Systems Infographic for anyone who wants more.',
      uses: [{ kind: 'worksheet' }, { kind: 'guide', slug: 'body-systems-infographic' }],
    },
    {
      minutes: 5,
      title: 'If a heart stops: call, push, shock',
      what:
        'Read the heart article\'s part on a heart that suddenly stops: the person collapses and does not breathe normally. Anyone can help: call the emergency number, and the call handler says what to do, such as pushing hard and fast on the chest (CPR); send someone for the AED, the defibrillator, which talks you through each step. Say where your school keeps its AED, if it has one. With younger classes, keep to calling the emergency number and fetching an adult.',
      uses: [
        { kind: 'article', slug: 'your-amazing-heart' },
        { kind: 'guide', slug: 'first-aid-basics' },
      ],
      optional: true,
    },
  ],
  materials: [
    'A clock or timer that shows seconds, for the pulse count',
    'Board pens, and room on the board for a simple body outline',
    'For the optional step: where your school keeps its AED (defibrillator), if it has one',
  ],
  discussion: [
    'Why do your heart and your breathing both speed up when you run?',
    'Why do you think the heart needs valves, and what could go wrong if blood could flow backward?',
    'How do your heart, lungs and digestive system work together to give a leg muscle the energy it needs?',
    'Why might the small intestine need to be so long and covered in millions of tiny villi?',
    'What is one thing you already do that helps your heart, lungs or digestion, and one thing you would like to try?',
  ],
  activity: {
    title: 'Pulse detectives',
    minutes: 15,
    materials: [
      'A clock or watch with a second hand, or a stopwatch',
      'Paper and pencils',
      'A three-column table drawn on the board: resting, after moving, after rest',
      'Space to march on the spot',
    ],
    steps: [
      'Sitting quietly, everyone finds their pulse on the inside of the wrist, below the thumb, pressing lightly with two fingers. Time 30 seconds while they count, then they double the number and write it down.',
      'Everyone moves for one minute at a pace that suits them: marching on the spot, star jumps, or arm circles in their seat. Then they count their pulse again.',
      'Everyone sits and rests for two minutes, then counts a third time.',
      'Compare the three numbers. Why did the pulse go up? (Working muscles need more oxygen, so the heart pumps faster and breathing gets deeper.) Why does it come back down?',
      'Point out that healthy pulses differ from person to person, so there is no prize for the highest or lowest number and nobody has to share theirs.',
    ],
  },
  misconceptions: [
    {
      myth: 'Your heart is over on the left side of your chest.',
      fact:
        'The heart sits near the middle of the chest, between the two lungs and behind the breastbone, just a little to the left of the middle. That is why the left lung is a little smaller, with a dip where the heart tucks in.',
    },
    {
      myth: 'Your lungs suck air in by themselves.',
      fact:
        'Muscles around the lungs do the work, mainly the diaphragm underneath them. When it tightens and flattens, the chest gets bigger and air flows in; when it relaxes, the chest gets smaller and air flows out.',
    },
    {
      myth: 'Most of your food is digested and soaked up in the stomach.',
      fact:
        'The stomach churns food and mixes it with acid, but most nutrients pass into the blood in the small intestine, through millions of tiny villi. The large intestine mostly takes back water.',
    },
    {
      myth: 'A very fast heartbeat during exercise means something is wrong with your heart.',
      fact:
        'A faster heartbeat during exercise is normal: working muscles need more oxygen, so the heart pumps faster, and it slows again with rest. Chest pain, feeling faint or dizzy, or a racing heart for no reason is different, and a child should tell an adult.',
    },
  ],
  refresher: {
    paragraphs: [
      'The heart is a muscle about the size of a fist, in the chest between the lungs. It has four chambers: two atria on top that fill with blood coming back, and two ventricles below that pump it out. The right side sends blood to the lungs to drop off carbon dioxide and pick up oxygen; the left side pumps that blood to the rest of the body. Four one-way valves keep blood moving forward, and their closing makes the lub-dub sound. A child’s resting heart rate is roughly 70 to 100 beats a minute and rises during exercise. The pulse is felt on the inside of the wrist below the thumb.',
      'Breathing is driven mainly by the diaphragm: when it contracts, the chest gets bigger and air flows in; when it relaxes, air flows out. Air passes down the windpipe and bronchi into ever smaller tubes that end in tiny air sacs, the alveoli, where oxygen moves into the blood and carbon dioxide moves out. The brain sets how fast and deep we breathe by keeping track of oxygen and carbon dioxide in the blood.',
      'Digestion starts in the mouth, where saliva begins breaking down starch. Muscle waves push food down the esophagus, and the stomach churns it with acid. In the small intestine, about 20 feet (6 meters) long in an adult, bile and pancreatic juices finish the job and villi absorb the nutrients into the blood. The large intestine takes back water, and what is left leaves as stool.',
    ],
    sources: [
      aboutKidsHealthHeart,
      medlinePlusTakingPulse,
      merckLungsOverview,
      {
        title: 'Breathe Deep',
        publisher: 'Scientific American',
        url: 'https://www.scientificamerican.com/article/breathe-deep/',
      },
      merckDigestionVideo,
    ],
  },
  sensitive: {
    heading: 'Bodies, health conditions and talk about food',
    points: [
      'Some children live with asthma, a heart condition, allergies or another condition. Check their care plans before the pulse and breathing activities, keep reliever inhalers within reach, and let any child choose a gentler movement or be the timekeeper without having to explain why.',
      'Healthy pulses and breathing rates differ from child to child. Do not compare or rank them, and do not treat one number as a problem in front of the class. If a child mentions chest pain, fainting or dizziness, or a racing heart at rest, tell their family and the school nurse.',
      'The digestion part is about how the body works, not about weight or “good” and “bad” foods. Talk about what food does in the body, avoid comments on body size or what children eat, and do not ask children to say what they ate: some families have little food, and some children are anxious about eating.',
      'The heart article mentions people who collapse and need CPR, and some children may have lost someone to heart disease. Keep it practical (call the emergency number, follow what the call handler says, send for the AED, the defibrillator), let children pass, and if a child tells you something worrying, follow your school’s safeguarding procedure.',
      'If you add a hands-on model, avoid latex balloons and food, since some children have latex or food allergies.',
    ],
    helplines: false,
  },
  worksheetWords: ['valve', 'artery', 'vein', 'alveoli', 'diaphragm', 'villi'],
  worksheetTask:
    'Draw the path of one breath from your nose to the alveoli, then draw how the oxygen travels from there, through the heart, to a muscle in your leg, and label each part it passes.',
  worksheetQuestions: [
    {
      question: 'Blood comes back to the heart from your leg. Where does it go next, and what happens to it there?',
      lookFor: 'Into the right side of the heart, which pumps it to the lungs; there it drops off carbon dioxide and picks up oxygen, then goes to the left side of the heart, which pumps it out to the body.',
    },
    {
      question: 'Why does your pulse go up when you run, and why does it slow down again when you rest?',
      lookFor: 'Working muscles need more oxygen, so the heart pumps faster and breathing gets deeper; at rest the muscles need less, so the heart slows again.',
    },
    {
      question: 'Where do most of the nutrients from food pass into your blood, and what helps them get through?',
      lookFor: 'In the small intestine, through millions of tiny villi on its inside wall.',
    },
  ],
  curriculum: [
    'nhes-1',
    'nhes-1-5-1',
    'nhes-1-8-1',
    'nhes-7',
    'england-science-y6-animals-including-humans-1',
    'england-science-y6-animals-including-humans-2',
    'england-science-y6-animals-including-humans-3',
    'england-primary-basic-first-aid-1',
    'england-secondary-basic-first-aid-2',
    'england-secondary-basic-first-aid-3',
  ],
  furtherReading: [
    { slug: 'puberty-and-growing-up', why: 'What changes in puberty, when it starts and who to ask, for students to read on their own.' },
  ],
  lastChecked: 'November 2026',
  sources: [
    aboutKidsHealthHeart,
    medlinePlusTakingPulse,
    merckLungsOverview,
    merckDigestionVideo,
  ],
};
