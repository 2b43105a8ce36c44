import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { siteSettingsQueryOptions } from "../../../api/site-settings.ts";
import styles from "../home.module.css";
import { HomeArt } from "./home-art.tsx";
import { HomeSection } from "./home-section.tsx";

/** The player's address: the privacy-enhanced YouTube domain, starting at once after the click. */
export function videoSrc(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
}

/**
 * The video lesson configured on the server (LESSON_VIDEO_ID, from the site settings), which loads the
 * third-party player only after a click: until then a light poster (a mandala of our engine) keeps the
 * page fast and private. Without a configured video (and in the pre-rendered page, which has no
 * settings) there is no section at all.
 */
export function VideoEmbed() {
  const videoId = useQuery(siteSettingsQueryOptions()).data?.lesson_video_id;
  return videoId ? <VideoLesson videoId={videoId} /> : null;
}

function VideoLesson({ videoId }: { videoId: string }) {
  const { t } = useTranslation("home");
  const [playing, setPlaying] = useState(false);
  return (
    <HomeSection name="video" id="video" sunken centered lead>
      <div className={styles.video}>
        {playing ? (
          <iframe
            src={videoSrc(videoId)}
            title={t("video.frameTitle")}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
            <HomeArt src="/images/home/video-poster.svg" alt="" size={360} />
            <span className={styles.play} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </span>
            <span className={styles.posterLabel}>{t("video.play")}</span>
          </button>
        )}
      </div>
      <p className={styles.videoNote}>{t("video.privacy")}</p>
    </HomeSection>
  );
}
