import { useQuery } from '@tanstack/react-query';
import { readSession } from '../api/session';
import './authorized-image.css';

/**
 * A picture behind an /ops route: an <img> cannot send the operator's Authorization header,
 * so the bytes are fetched with it and shown from an object URL.
 */
export function AuthorizedImage(props: { src: string; alt: string }) {
  const image = useQuery({
    queryKey: ['authorized-image', props.src],
    queryFn: async () => {
      const response = await fetch(props.src, {
        headers: { Authorization: readSession()?.token ?? '' },
      });
      if (!response.ok) throw new Error(`image ${response.status}`);
      return URL.createObjectURL(await response.blob());
    },
    staleTime: Infinity,
  });
  if (!image.data) return null;
  return <img className="proof" src={image.data} alt={props.alt} />;
}
