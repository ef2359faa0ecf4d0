import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { codeField } from '@shop/contract/account';
import { CodeField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { codeFieldRefusal, isCodeSent, socialSignInAnswer } from '#web/features/account/code-answers.ts';
import { AuthCard } from '#web/features/forms/auth-card.tsx';
import { useApiForm } from '#web/features/forms/use-api-form.ts';
import { completeSignIn } from '#web/features/sign-in/account-actions.ts';
import {
  checkProviderReturn,
  isSocialProvider,
  providerName,
  readProviderReturn,
  readSocialStart,
  signInPath,
  SOCIAL_COOKIE,
  SOCIAL_COOKIE_PATH,
  socialFailureMessage,
  type SocialProvider,
} from '#web/features/sign-in/social-sign-in.ts';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import accountCss from '#web/styles/account.css?url';
import type { Route } from './+types/social-callback';
import { useLocalPath, useT, type Translate, metaTranslate } from '#web/i18n/i18n.tsx';
import { useFormMessage } from '#web/features/forms/field-messages.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const language = layout?.language ?? 'en';
  const t = metaTranslate(matches);
  return [
    ...pageMeta({ title: pageTitle(t, layout?.shopName ?? '', t('social.pageTitle')), language }),
    { name: 'robots', content: 'noindex' },
  ];
}

type View =
  | { step: 'checking' }
  | { step: 'failed'; message: string }
  | { step: 'code'; token: string; email: string; message: string };

/**
 * Where Facebook and Google send the shopper back. The token is in the address's fragment, which never reaches the
 * server, so this page's script reads it, checks it came back to the sign-in this browser started, and signs in with
 * the API. An account whose e-mail was never proven is linked only with the code the shop then mails it.
 */
export default function SocialCallback() {
  const params = useParams();
  const provider: SocialProvider | null = isSocialProvider(params.provider) ? params.provider : null;
  const navigate = useNavigate();
  const t = useT();
  const local = useLocalPath();
  const [view, setView] = useState<View>({ step: 'checking' });
  const [next, setNext] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void finishSignIn(provider, t).then((outcome) => {
      setNext(outcome.next);
      if ('target' in outcome) void navigate(local(outcome.target), { replace: true });
      else setView(outcome.view);
    });
  }, [provider, navigate, t, local]);

  const back = (
    <>
      <Link to={local(signInPath(next))}>{t('social.backToSignIn')}</Link>
      <Link to={local('/register')}>{t('social.register')}</Link>
    </>
  );

  if (view.step === 'failed') {
    return (
      <AuthCard
        titleId="social-title"
        title={t('social.failedTitle')}
        lead={view.message}
        announceLead
        links={back}
      />
    );
  }
  if (view.step === 'code' && provider) {
    return <LinkWithCode provider={provider} view={view} next={next} back={back} />;
  }
  return (
    <div aria-busy="true">
      <AuthCard
        titleId="social-title"
        title={t('social.signingIn')}
        lead={provider ? t('social.checking', { provider: providerName[provider] }) : t('social.checkingAny')}
        links={back}
      />
    </div>
  );
}

type Outcome = { next: string | null } & ({ view: View } | { target: string });

/**
 * Reads what the provider sent back, once: the token is taken out of the address bar and the history, and the start
 * cookie is dropped. Signs in when it came back to the sign-in this browser started; answers where to go, or what to
 * show.
 */
async function finishSignIn(provider: SocialProvider | null, t: Translate): Promise<Outcome> {
  const { search, hash, pathname } = window.location;
  window.history.replaceState(window.history.state, '', pathname);
  const start = readSocialStart(document.cookie);
  document.cookie = `${SOCIAL_COOKIE}=; Path=${SOCIAL_COOKIE_PATH}; Max-Age=0; SameSite=Lax`;
  const next = start?.next ?? null;
  const failed = (message: string): Outcome => ({ next, view: { step: 'failed', message } });
  if (!provider) return failed(t('social.unknownAddress'));
  const checked = checkProviderReturn(provider, readProviderReturn(provider, search, hash), start);
  if (!checked.ok) return failed(socialFailureMessage(provider, checked.reason, t));
  const result = await sendSocial(provider, checked.token);
  if (!result.ok) return failed(result.message);
  const answer = result.body.data;
  if (isCodeSent(answer)) {
    return {
      next,
      view: {
        step: 'code',
        token: checked.token,
        email: answer.email,
        message: result.body.message_ar ?? result.body.message_en,
      },
    };
  }
  return { next, target: await completeSignIn(answer, next) };
}

function sendSocial(provider: SocialProvider, token: string, code?: string) {
  return requestApi(browserFetch, '/api/customer/auth/social', socialSignInAnswer, {
    method: 'POST',
    body: JSON.stringify({ provider, access_token: token, ...(code === undefined ? {} : { code }) }),
  });
}

const codeForm = z.object({ code: codeField });

/** The e-mail already has an account nobody proved: the code mailed to it links this sign-in and signs in. */
function LinkWithCode({
  provider,
  view,
  next,
  back,
}: {
  provider: SocialProvider;
  view: Extract<View, { step: 'code' }>;
  next: string | null;
  back: React.ReactNode;
}) {
  const navigate = useNavigate();
  const t = useT();
  const say = useFormMessage();
  const local = useLocalPath();
  const [notice, setNotice] = useState('');
  const [resendFailure, setResendFailure] = useState('');
  const { register, submitWith, errors, busy, failure, setValue } = useApiForm<{ code: string }>({
    schema: codeForm,
    mode: 'onTouched',
    serverFields: ['code'],
  });

  const onSubmit = submitWith(async ({ code }) => {
    setNotice('');
    setResendFailure('');
    const result = await sendSocial(provider, view.token, code);
    if (!result.ok) return codeFieldRefusal(result.message);
    const answer = result.body.data;
    if (isCodeSent(answer)) return;
    const target = await completeSignIn(answer, next);
    // Linking may have removed the account's password: the shopper must hear of it.
    showToast(result.body.message_ar ?? result.body.message_en);
    void navigate(local(target), { replace: true });
  });

  // Not through the form: asking again needs no code typed. Within 30 seconds of the last one no mail is sent.
  const sendAgain = async () => {
    setNotice('');
    setResendFailure('');
    const result = await sendSocial(provider, view.token);
    if (!result.ok) return setResendFailure(result.message);
    setValue('code', '');
    setNotice(t('social.codeAgain', { email: view.email }));
  };

  return (
    <AuthCard
      titleId="social-title"
      title={t('social.linkTitle', { provider: providerName[provider] })}
      lead={view.message}
      announceLead
      links={back}
    >
      <form className="stack-form" onSubmit={onSubmit} noValidate>
        <CodeField hint={t('social.codeHint')} error={say(errors.code?.message)} {...register('code')} />
        <div className="auth-card__links">
          <button type="button" className="link-button" onClick={() => void sendAgain()}>
            {t('social.sendAgain')}
          </button>
        </div>
        <FormMessage message={say(failure || resendFailure)} />
        <FormMessage message={notice} tone="success" />
        <SubmitButton busy={busy} busyLabel={t('social.linking')}>
          {t('social.link')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
