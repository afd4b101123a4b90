/** Home: the hero, then what the portal is for and how a family uses it. */
import { Link } from 'react-router-dom';
import { publicMessages } from '#shared/public-messages';
import { webRoutes } from '#shared/web-routes';
import { DocumentTitle } from '#web/components/document-title';
import { ArrowRightIcon, LockIcon } from '#web/components/icons';
import { Reveal } from '#web/components/reveal';
import { PhotoStack } from '../components/photo-stack';
import './home-page.css';

const LEARN_MORE_ID = 'en-savoir-plus';

export function HomePage() {
  const texts = publicMessages.home;
  return (
    <>
      <DocumentTitle title={publicMessages.home.title} />
      <section className="hero">
        <div className="container hero__inner">
          <Reveal className="hero__text">
            <span className="kicker">{texts.kicker}</span>
            <h1 className="hero__title">{publicMessages.home.title}</h1>
            <p className="hero__lead">{texts.heroText}</p>
            <a className="btn btn--primary hero__cta" href={`#${LEARN_MORE_ID}`}>
              {publicMessages.home.learnMore}
              <ArrowRightIcon className="hero__cta-icon" />
            </a>
          </Reveal>
          <Reveal className="hero__art" delayMs={150}>
            <PhotoStack />
          </Reveal>
        </div>
      </section>

      <section id={LEARN_MORE_ID} className="welcome" aria-labelledby="welcome-title">
        <div className="container">
          <Reveal className="welcome__intro">
            <h2 id="welcome-title">{texts.welcomeTitle}</h2>
            <p>{texts.welcomeText}</p>
          </Reveal>
          <ol className="steps">
            {texts.steps.map((step, index) => (
              <Reveal as="li" key={step.title} className="card steps__item" delayMs={index * 120}>
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </Reveal>
            ))}
          </ol>
          <Reveal className="welcome__footer">
            <p className="welcome__privacy">
              <LockIcon className="welcome__privacy-icon" />
              {texts.privacyNote}
            </p>
            <Link to={webRoutes.stages} className="btn btn--accent welcome__cta">
              {publicMessages.home.discover}
              <ArrowRightIcon />
            </Link>
          </Reveal>
        </div>
      </section>
    </>
  );
}
