import type { Faq } from '@shop/contract/content';
import { contentTextLanguage } from './page-language.ts';
import { useLanguage, useT } from '#web/i18n/i18n.tsx';
import { withLinksIn } from './content-view.tsx';
import { ChevronDownIcon } from '#web/components/ui/icons.tsx';

/** Questions grouped under their topics, in the order the API gives them. */
export function groupByTopic(faqs: Faq[]): Array<{ topic: string; faqs: Faq[] }> {
  const groups: Array<{ topic: string; faqs: Faq[] }> = [];
  for (const faq of faqs) {
    const group = groups.find((g) => g.topic === faq.topic);
    if (group) group.faqs.push(faq);
    else groups.push({ topic: faq.topic, faqs: [faq] });
  }
  return groups;
}

/** A topic's anchor: `faq-delivery`, `faq-التوصيل` (letters of any script, so no two topics share one). */
const topicId = (topic: string) => `faq-${topic.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}`;

/**
 * The FAQ accordion: native details/summary, so every answer opens with a click, Enter or Space, is announced as
 * expanded or collapsed, works before the JavaScript arrives, and can be found with the browser's find in page.
 */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  const groups = groupByTopic(faqs);
  const t = useT();
  const language = useLanguage();
  return (
    <div className="faq">
      {groups.length > 1 ? (
        <nav className="faq__topics" aria-label={t('faqPage.topics')}>
          <ul>
            {groups.map((group) => (
              <li key={group.topic} lang={contentTextLanguage(language, group.topic)}>
                <a className="chip" href={`#${topicId(group.topic)}`}>
                  {group.topic}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => (
        <section
          key={group.topic}
          className="faq__group"
          aria-labelledby={topicId(group.topic)}
          lang={contentTextLanguage(language, group.topic + group.faqs.map((faq) => faq.question).join(' '))}
        >
          <h2 id={topicId(group.topic)} className="faq__topic">
            {group.topic}
          </h2>
          <div className="faq__items">
            {group.faqs.map((faq) => (
              <details key={faq.id} className="faq__item" id={`faq-${faq.id}`}>
                <summary className="faq__question">
                  <span>{faq.question}</span>
                  <ChevronDownIcon className="faq__chevron" size={20} />
                </summary>
                <div
                  className="faq__answer content-body"
                  dangerouslySetInnerHTML={{ __html: withLinksIn(faq.answer_html, language) }}
                />
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
