import { useCallback } from 'react';
import { ruleMessageAr } from '@shop/contract/rule-messages-ar';
import { useLanguage, useT, type MessageKey, type Translate } from '#web/i18n/i18n.tsx';

/** The address lines the contract names in its messages ('Street is required'), with their labels' keys. */
const LINE_LABELS: Record<string, MessageKey> = {
  Street: 'address.street',
  Building: 'address.building',
  Floor: 'address.floor',
  Apartment: 'address.apartment',
  Landmark: 'address.landmark',
};

/**
 * A form's own check in the page's words: the forms' rules that the shared Arabic catalogue does not hold yet (the
 * address lines' messages, the passwords that differ), or undefined for any other message.
 */
export function formRuleMessage(english: string, t: Translate): string | undefined {
  if (english === 'The passwords do not match') return t('fieldRule.passwordsDiffer');
  const rule =
    /^(\w+) is required$/.exec(english) ??
    /^(\w+) must be at most (\d+) characters$/.exec(english) ??
    /^(\w+) must be one line, without line breaks$/.exec(english);
  const label = rule ? LINE_LABELS[rule[1]!] : undefined;
  if (!rule || !label) return undefined;
  const field = t(label);
  if (rule[2] !== undefined) return t('fieldRule.atMost', { field, max: Number(rule[2]) });
  return english.endsWith('required')
    ? t('fieldRule.required', { field })
    : t('fieldRule.oneLine', { field });
}

/**
 * The message shown beside a field or under a form, in the page's language: English as the rules word it, and on
 * Arabic pages the shared catalogue's Arabic, else the form's own (unknown messages stay as they came; the API's
 * messages already come in the page's language, since the browser asks for it). The same function while the
 * language stays.
 */
export function useFormMessage(): (message: string | undefined) => string | undefined {
  const language = useLanguage();
  const t = useT();
  return useCallback(
    (message: string | undefined) => {
      if (message === undefined || message === '' || language === 'en') return message;
      return ruleMessageAr(message) ?? formRuleMessage(message, t) ?? message;
    },
    [language, t],
  );
}
