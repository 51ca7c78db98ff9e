import type { TeacherGuide } from '../schemas';
import { cdcChildrenSleep, cdcManagingStress, chocFriendSuicidal, medlinePlusStressInChildhood, nimhChildrenMentalHealth, uclaFeelingsIntoWords } from '../sources.ts';

// The lesson is built around the Understanding Your Feelings and Handling Stress articles: feelings as
// messages, "name it to tame it", what stress does in the body, slow breathing and who to ask for help.
// Every health fact below is checked in docs/teaching/mental-health-sources.md.
export const mentalHealthGuide: TeacherGuide = {
  category: 'mental-health',
  title: 'Teaching feelings, stress and asking for help',
  summary:
    'Children learn that all feelings are okay and work like messages, that naming a feeling helps to calm it, what stress does in the body, and who they can turn to when a feeling is too big to carry alone. They practice slow breathing, explore the Emotion Wheel together on the board and finish with a class quiz.',
  ages: {
    younger:
      'Keep the focus on feeling words, body clues and slow breathing, and call adrenaline "the body\'s alarm chemical". The video is the optional step and is made for ages 11 to 14: leave it out if it does not suit your class. Before you show any help box, read the note below on suicide wording for this age group.',
    older:
      'Add the Staying Well Online article (screens at night, unkind messages, being an upstander), ask students to explain what adrenaline and cortisol each do, and let them lead the talk after the video on the difference between everyday hard feelings and feelings that are overwhelming and last.',
  },
  goals: [
    'Students will be able to name at least five feelings and say where they might notice each one in their body.',
    'Students will be able to explain that all feelings are okay and that putting a feeling into words can help it feel smaller.',
    'Students will be able to describe what stress does in the body and use slow breathing and two other ways to calm down.',
    'Students will be able to name trusted adults and a helpline they can go to, and explain why a worrying secret about a friend should be told.',
  ],
  plan: [
    {
      minutes: 4,
      title: 'Private check-in and ground rules',
      what:
        'Hand out slips: each child writes their name and a number from 1 (a hard day) to 5 (a great day), folds it and hands it in, so nobody sees anyone else\'s. Agree the ground rules: we listen and never laugh at a feeling; we talk about characters or "a young person" and never use names or tell other people\'s stories; nobody has to share anything personal, and anyone can pass. Say that anyone can talk to you privately later, though some things you would need to pass on to keep them safe.',
      older:
        'Older students can write one word for how they feel instead of a number, and draft the ground rules in pairs before you add any that are missing, such as the right to pass.',
    },
    {
      minutes: 8,
      title: 'All feelings are messages',
      what:
        'Read aloud the parts of Understanding Your Feelings on feelings as messages and body clues, and ask where in the body someone might notice nerves or anger. Then practice "name it to tame it" with a story rather than anyone\'s own life: a young person sees their best friend playing with someone else at break. Collect exact words for how that character might feel, like left out, jealous or let down.',
      uses: [{ kind: 'article', slug: 'understanding-your-feelings' }],
    },
    {
      minutes: 6,
      title: 'Watch: We All Have Mental Health',
      what:
        'Play the Anna Freud Centre animation, made for ages 11 to 14. Watch it through first: its length is not confirmed, so if it runs over four minutes, give this step more time or save it for another lesson. Afterwards ask how the two main characters\' feelings were different and who each of them could talk to. Make the point that everyone has mental health, just as everyone has physical health.',
      uses: [{ kind: 'video', youtubeId: 'DxIDKZHW3-E' }],
      optional: true,
    },
    {
      minutes: 6,
      title: 'Stress and a calm breath',
      what:
        'Using Handling Stress, explain that the body\'s alarm sends out adrenaline, so the heart and breathing speed up, and that a little stress can help. Practice together three times: breathe in through the nose for a count of four, hold for a moment, breathe out slowly for four. Add that sleep helps too: children aged 6 to 12 need 9 to 12 hours a night.',
      uses: [
        { kind: 'article', slug: 'handling-stress' },
        { kind: 'article', slug: 'why-sleep-matters' },
      ],
    },
    {
      minutes: 9,
      title: 'Emotion Wheel on the board',
      what:
        'Open the Emotion Wheel with Play on the board. The class plays it together: board mode offers no teams, timer or score for the wheel. Invite a child from each table in turn to pick a feeling; the class reads its tip, and the table gives one time someone their age might feel it and one more thing that could help. Aim to visit all eight feelings.',
      uses: [{ kind: 'game' }],
      older:
        'Ask older tables also to say when a feeling could be a sign to get help, such as feeling sad or worried most days for two weeks or more, and who a young person could go to.',
    },
    {
      minutes: 6,
      title: 'Class quiz',
      what:
        'Play the Mental Health quiz with Play as a class: one question at a time on the board, teams answer aloud or with A-D cards, then press Show answer and mark which teams were right. Spend a moment on each explanation, especially the sleep and screen questions.',
      uses: [{ kind: 'class-quiz' }],
    },
    {
      minutes: 6,
      title: 'Who can help',
      what:
        'List the trusted adults in school (you, the school nurse, the school counselor or the designated safeguarding lead) and show Childline, or your own country\'s children\'s helpline, from the list under the notes below; with ages 8 to 10, read the note on suicide wording first. Remind the class that a worrying secret about a friend is one to tell. Hand out the worksheet to finish at home, and read the check-in slips straight after the lesson.',
      uses: [{ kind: 'worksheet' }],
    },
  ],
  materials: [
    'Small slips of paper for the private check-in, one for each child',
    'The ground rules written up where everyone can see them',
    'Plain paper and colored pencils if you run the Helping Hand activity',
  ],
  discussion: [
    'Why might it help to think of feelings as messages instead of as good or bad?',
    'Where in the body might someone notice a feeling like nerves, anger or excitement?',
    'When can a little stress be helpful, and how could you tell that stress has become too much?',
    'What could you say or do if a friend seems sad or worried for a long time?',
    'Why is it right to tell a trusted adult when a friend asks you to keep a secret that worries you?',
  ],
  activity: {
    title: 'My Helping Hand',
    minutes: 15,
    materials: ['Plain paper, one sheet each', 'Pencils', 'Colored pencils or crayons'],
    steps: [
      'Each child draws around one hand on a sheet of paper.',
      'On each finger, they write or draw one person they could talk to when a feeling is too big, such as a family member, a teacher, the school nurse, the school counselor or a coach.',
      'If a child cannot fill all five fingers, suggest people in school and the helplines, and notice quietly if a child seems to have no one to turn to.',
      'In the palm, they write or draw two things that help them calm down, such as slow breathing, drawing or moving their body.',
      'Children keep their hands private or share them only if they want to; put them on display only with each child\'s permission.',
    ],
    older:
      'Older students can draw a support map instead of a hand: rings for home, school and beyond school (helplines included), with a note by each person or service on the kind of worry they could take there. Maps stay private.',
  },
  misconceptions: [
    {
      myth: 'Some feelings, like anger or sadness, are bad and should be hidden.',
      fact: 'All feelings are normal and carry a message about what is happening around or inside us. What matters is what we do with a feeling: being angry is okay, hurting someone is not.',
    },
    {
      myth: 'Asking for help means you are weak or cannot cope.',
      fact: 'Talking to someone you trust is one of the most useful ways to handle stress and hard feelings, and it takes courage. Adults can help make a plan or find more support.',
    },
    {
      myth: 'Stress is always bad for you.',
      fact: 'A little stress can give you energy to focus on a test or a race, and the body calms down once the challenge is over. Stress that is very big or lasts a long time is the kind that needs care and support.',
    },
    {
      myth: 'A good friend always keeps a secret, even a worrying one.',
      fact: 'If a friend says they might hurt themselves, or shares a secret that worries you, tell a trusted adult right away, even if they asked you not to. Telling is how you help keep them safe.',
    },
    {
      myth: 'Children need about as much sleep as adults.',
      fact: 'Children aged 6 to 12 need 9 to 12 hours of sleep a night and teens aged 13 to 18 need 8 to 10 hours, more than adults. Too little sleep makes feelings harder to manage.',
    },
  ],
  refresher: {
    paragraphs: [
      'Everyone has mental health, just as everyone has physical health. All children feel sad, worried, angry or irritable at times, and most of the time this is an ordinary part of growing up. The National Institute of Mental Health suggests looking more closely when a change in mood or behavior lasts a few weeks or more, upsets the child or the family, or gets in the way of school, home life or friendships. A child who talks about hurting themselves or someone else needs help at once.',
      'Putting a feeling into words helps. In a brain-imaging study at UCLA, people who named the emotion on an angry or frightened face showed less activity in the amygdala, the brain\'s alarm center, and more in an area behind the forehead linked to thinking in words.',
      'Stress is the body\'s response to something new or hard. Adrenaline makes the heart beat faster and breathing quicken, ready for action. The CDC calls stress a normal part of life that can help us solve problems, but stress that lasts can bring headaches, stomach problems, poor sleep and trouble concentrating; in children, signs can include changes in eating and sleeping. Slow breathing, moving, enough sleep and talking to someone trusted all help. Children aged 6 to 12 need 9 to 12 hours of sleep a night.',
    ],
    sources: [
      nimhChildrenMentalHealth,
      uclaFeelingsIntoWords,
      cdcManagingStress,
      medlinePlusStressInChildhood,
      cdcChildrenSleep,
    ],
  },
  sensitive: {
    heading: 'If a child tells you something worrying',
    points: [
      'Before the lesson, read your school\'s safeguarding or child protection procedure and check who your designated safeguarding lead (or your school counselor) is. Tell the class at the start that they can talk to you privately, and that some things you would need to pass on to keep them safe.',
      'Read the check-in slips straight after the lesson. Follow up privately, the same day, with any child who chose 1 or 2 or wrote something that worries you: ask quietly how they are, never in front of others. If anything suggests a child may be at risk, tell the designated safeguarding lead, following your school\'s procedure.',
      'If a child tells you something worrying, stay calm and listen. Let them speak in their own words, do not ask leading questions or show shock, and tell them they were right to tell you.',
      'Never promise to keep a secret. Explain kindly that you may need to tell someone whose job is to help keep them safe, and say what will happen next.',
      'Follow your school\'s procedure: write down what the child said, in their words, with the date and time, and tell the designated safeguarding lead the same day (in the US, teachers are mandated reporters: your procedure says whether you report to child protective services yourself or through the school). If a child is in danger now or says they might hurt themselves, act at once, and call the emergency number if needed.',
      'Some children may be living with grief, worries at home, bullying or a mental health condition. Keep examples general, never ask a child to share their own experiences in front of the class, and let anyone step out quietly if the topic feels too much.',
      'For ages 8 to 10, know what the help boxes say before you show them: the one on Understanding Your Feelings lists "thoughts of hurting yourself or of not wanting to be alive" as a reason to reach out, and the helplines below include the US 988 Suicide & Crisis Lifeline. Show trusted adults in school and Childline (or your own country\'s children\'s helpline) first. The lines are free and private, for a child\'s own worry or a friend\'s.',
      'If a child asks about suicide, answer briefly and calmly in simple words: people who feel that way can get help, and telling a trusted adult is the right thing to do. Never talk about methods. Tell the designated safeguarding lead the same day so they can follow up. This lesson does not teach suicide prevention: England\'s 2025 guidance asks only secondary schools to plan for it, and only after staff training.',
    ],
    helplines: true,
  },
  worksheetWords: ['emotion', 'empathy', 'counselor', 'adrenaline', 'fight-or-flight-response', 'melatonin'],
  worksheetTask:
    'Draw or write three things that help you calm down when a feeling gets big, and name one trusted adult you could talk to about a worry.',
  worksheetQuestions: [
    {
      question: 'In a story, a young person feels left out at break time. What two words could name their feeling, and where in the body might they notice it?',
      lookFor: 'Two fitting feeling words (such as left out, lonely, jealous, sad or hurt) and a body clue (such as a tight throat, a heavy chest or a tummy ache).',
    },
    {
      question: 'What does stress do in the body, and what are two things that can help when it feels big?',
      lookFor: 'Adrenaline makes the heart beat faster and breathing quicken; two helps such as slow breathing, moving, enough sleep or talking to someone trusted.',
    },
    {
      question: 'If a friend told you a secret that worried you, what should you do, and why?',
      lookFor: 'Tell a trusted adult right away, even if the friend asked you not to, because telling is how you help keep them safe.',
    },
  ],
  curriculum: [
    'nhes-1',
    'nhes-1-5-2',
    'nhes-1-8-2',
    'nhes-4',
    'nhes-7',
    'england-primary-mental-wellbeing-2',
    'england-primary-mental-wellbeing-3',
    'england-primary-mental-wellbeing-6',
    'england-primary-mental-wellbeing-9',
    'england-secondary-mental-wellbeing-3',
  ],
  furtherReading: [
    { slug: 'body-image', why: 'Why so many pictures online are not real, what helps on hard days, and when to talk to someone about eating worries.' },
  ],
  lastChecked: 'November 2026',
  sources: [
    nimhChildrenMentalHealth,
    cdcManagingStress,
    medlinePlusStressInChildhood,
    cdcChildrenSleep,
    chocFriendSuicidal,
    {
      title: 'Recognising and responding to abuse',
      publisher: 'NSPCC Learning',
      url: 'https://learning.nspcc.org.uk/child-abuse-and-neglect/recognising-and-responding-to-abuse',
    },
    {
      title: 'Let children know you’re listening',
      publisher: 'NSPCC Learning',
      url: 'https://learning.nspcc.org.uk/research-resources/2019/let-children-know-you-re-listening',
    },
    {
      title: 'All secondary schools to receive free mental health resource for 11-14 year olds',
      publisher: 'Anna Freud National Centre for Children and Families',
      url: 'https://www.annafreud.org/news/all-secondary-schools-to-receive-free-mental-health-resource-for-11-14-year-olds/',
    },
  ],
};
