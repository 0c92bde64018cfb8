/**
 * The image captcha: loaded when shown, refreshed on click at most once a second, and after
 * every failed submit (an answer is single use on the server).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from '../api/codes';
import { useThrottle } from './use-throttle';

/** `round`: a new value asks for a new image (the login form counts its failed tries). */
export function useCaptcha(active: boolean, round = 0) {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const allow = useThrottle(1000);
  // One image request at a time: the server binds the captchaId cookie on every answer, so two
  // overlapping requests could leave the cookie of one and the picture of the other. A reload
  // asked for meanwhile runs when the current one is back.
  const inFlight = useRef(false);
  const again = useRef(false);

  const load = useCallback(() => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    setFailed(false);
    const next = () => {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        load();
      }
    };
    fetchCaptcha().then(
      (png) => {
        if (!again.current) setImage(`data:image/png;base64,${png}`);
        next();
      },
      () => {
        if (!again.current) setFailed(true);
        next();
      },
    );
  }, []);

  /** A click: ignored when the last image is less than a second old. */
  const refresh = useCallback(() => {
    if (allow()) load();
  }, [allow, load]);

  /** After a failed submit or a form switch: a new image now (and the gate restarts). */
  const reload = useCallback(() => {
    allow();
    load();
  }, [allow, load]);

  useEffect(() => {
    if (active) reload();
  }, [active, round, reload]);

  return { image, failed, refresh, reload };
}
