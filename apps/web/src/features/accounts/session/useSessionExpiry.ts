import { accountMessages, activityRoutes, authRoutes } from '@dealscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { call, onUnauthorized } from '../../../platform/http';
import { useAuthConfig } from '../api';
import { clearDeadline, createActivityTracker, EXPIRATION_KEY, idleTimeoutFrom, isIdleExpired } from './idle-deadline';
import { paths } from '../../../platform/paths';

export const SESSION_EXPIRED_REDIRECT_MS = 1_000;
const CHECK_INTERVAL_MS = 1_000;
/** At most one heartbeat a minute. */
export const HEARTBEAT_INTERVAL_MS = 60_000;
const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Ends the session on the client: after a 401 from any call (toast, then sign-in page) and after the
 * idle timeout (logout, then the logged-out page). `ended` makes sure only one of them runs, once.
 */
export function useSessionExpiry() {
  const ended = useRef(false);
  useUnauthorizedEnd(ended);
  useIdleEnd(ended);
}

function useUnauthorizedEnd(ended: RefObject<boolean>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();

  useEffect(
    () =>
      onUnauthorized(() => {
        if (ended.current) return;
        ended.current = true;
        void message.error(accountMessages.session.expired);
        // Not cancelled on unmount: the session is over even if the layout goes away first.
        window.setTimeout(() => {
          queryClient.clear();
          clearDeadline(localStorage);
          void navigate(paths.signIn, { replace: true });
        }, SESSION_EXPIRED_REDIRECT_MS);
      }),
    [ended, message, navigate, queryClient],
  );
}

function useIdleEnd(ended: RefObject<boolean>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timeoutMs = idleTimeoutFrom(useAuthConfig().data);
  const started = useRef(false);

  useEffect(() => {
    // Clearing the query cache when a session ends re-runs this with another timeout: that must not bring the deadline back.
    if (ended.current) return;
    const tracker = createActivityTracker(localStorage, timeoutMs);
    // Opening the signed-in area counts as activity; a stale deadline left by an earlier visit must not end a fresh sign-in.
    tracker.touch(Date.now(), !started.current);
    started.current = true;

    // The heartbeat: the API counts a session's time online (admin analytics) and its idle timeout from its last call,
    // so activity in a visible tab is reported, at most once a minute, even when it makes no calls.
    let lastBeat = Date.now();
    const onActivity = () => {
      if (ended.current) return;
      const now = Date.now();
      tracker.touch(now);
      if (now - lastBeat < Math.min(HEARTBEAT_INTERVAL_MS, timeoutMs / 4) || document.visibilityState !== 'visible') return;
      lastBeat = now;
      void call(activityRoutes.heartbeat).catch(() => undefined);
    };
    const end = () => {
      if (ended.current) return;
      ended.current = true;
      void call(authRoutes.logout, {}, { quietUnauthorized: true })
        .catch(() => undefined)
        .then(() => {
          queryClient.clear();
          clearDeadline(localStorage);
          void navigate(paths.loggedOut, { replace: true });
        });
    };
    const check = () => {
      if (isIdleExpired(localStorage, Date.now())) end();
    };
    // Another tab removed the deadline: it signed out, was logged out, or saw a 401, so this tab's session is over too.
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === localStorage && event.key === EXPIRATION_KEY && event.newValue === null) end();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };

    const listenerOptions = { passive: true, capture: true };
    ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, onActivity, listenerOptions));
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', onStorage);
    const timer = window.setInterval(check, CHECK_INTERVAL_MS);
    return () => {
      ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, onActivity, listenerOptions));
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', onStorage);
      window.clearInterval(timer);
    };
  }, [ended, navigate, queryClient, timeoutMs]);
}
