import { Note, Panel, Topics, TopicsSide } from './FreeKickPage.styles';

const SIDE_TOPICS = ['Futsalpedia', 'Training Tools', 'Partners', 'Others'] as const;

/** The topics to come: shown, not yet usable ("Topik ini segera hadir."). */
export function FreeKickTopics() {
  return (
    <TopicsSide aria-label="Topik Free Kick">
      <Panel>
        <h2>Topik</h2>
        <Topics>
          {SIDE_TOPICS.map((topic) => (
            <li key={topic}>
              <button type="button" aria-disabled="true" aria-describedby="freekick-topics-note">
                {topic}
              </button>
            </li>
          ))}
        </Topics>
        <Note id="freekick-topics-note">Topik ini segera hadir.</Note>
      </Panel>
    </TopicsSide>
  );
}
