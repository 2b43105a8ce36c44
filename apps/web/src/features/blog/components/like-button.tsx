import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { Like } from "../api/types.ts";
import styles from "../blog.module.css";
import { HeartIcon } from "./icons.tsx";

/**
 * A like toggle with its count: liked starts true when the user is among `likes`; a click flips it
 * and changes the count at once, and `send` fires the mutation without waiting.
 * Without a signed-in user a click (or a tap on a phone) says in words that likes need an account
 * and links to sign-in, which brings the reader back here.
 */
export function LikeButton({
  likes,
  count,
  userId,
  send,
  label,
}: {
  likes: Like[];
  count: number;
  userId: number | null;
  send: (userId: number) => void;
  label: string;
}) {
  const { t } = useTranslation("blog");
  const { pathname, search } = useLocation();
  const [liked, setLiked] = useState(
    () => userId !== null && likes.some((like) => like.id === String(userId)),
  );
  const [shown, setShown] = useState(count);
  const [askSignIn, setAskSignIn] = useState(false);
  const toggle = () => {
    if (userId === null) {
      setAskSignIn(true);
      return;
    }
    setShown((value) => value + (liked ? -1 : 1));
    setLiked(!liked);
    send(userId);
  };
  return (
    <>
      <button
        type="button"
        className={`${styles.iconButton} ${liked ? styles.liked : ""}`}
        aria-pressed={liked}
        aria-label={`${label}: ${shown}`}
        title={userId === null ? t("like.signInToLike") : label}
        onClick={toggle}
      >
        <HeartIcon filled={liked} />
        <span>{shown}</span>
      </button>
      {askSignIn && userId === null && (
        <p className={styles.likeHint} role="status">
          {t("like.signInHint")}{" "}
          <Link to={`/signin?redirect=${encodeURIComponent(pathname + search)}`}>{t("like.signIn")}</Link>
        </p>
      )}
    </>
  );
}
