interface HomeArtProps {
  src: string;
  alt: string;
  /** Its side in CSS pixels: the pictures of the home page are square. */
  size: number;
  /** The first screen's picture: fetched first instead of lazily. */
  first?: boolean;
}

/** A square picture of the home page, decoded off the main thread and loaded when it comes near. */
export function HomeArt({ src, alt, size, first = false }: HomeArtProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={first ? undefined : "lazy"}
      fetchPriority={first ? "high" : undefined}
      decoding="async"
    />
  );
}
