import type { AuthProviders } from '@pb/core';
import { Icon } from './icons';

type DemoUser = NonNullable<AuthProviders['demo']>['users'][number];

type DemoSignInProps = {
  users: readonly DemoUser[];
  onSignIn: (email: string) => void;
  isPending: boolean;
};

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Offered by the server only without real providers and never in production (design brief). */
export function DemoSignIn({ users, onSignIn, isPending }: DemoSignInProps) {
  return (
    <section className="pb-demo" aria-labelledby="demo-sign-in-title">
      <div className="pb-demo__title">
        <span className="pb-chip">DEMO</span>
        <h2 id="demo-sign-in-title" className="pb-h3">
          Demo sign-in
        </h2>
      </div>
      <div className="pb-alert pb-alert--warning">
        <Icon name="warning" className="pb-alert__icon" />
        <p>For trying the app only: no password is checked. Pick a seeded user.</p>
      </div>
      <ul className="pb-demo__users" aria-label="Demo users">
        {users.map((user) => (
          // A list item per user, the button inside it (a button straight in <ul> is no list).
          <li key={user.email}>
            <button
              type="button"
              className="pb-demo__user"
              disabled={isPending}
              onClick={() => onSignIn(user.email)}
            >
              {/* The initials are decoration: the button's text names the user. */}
              <span className="pb-avatar" aria-hidden>
                {initialsOf(user.name)}
              </span>
              <span className="pb-demo__text">
                <span>{`${user.name} · ${user.role}`}</span>
                <span className="pb-secondary">{user.email}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
