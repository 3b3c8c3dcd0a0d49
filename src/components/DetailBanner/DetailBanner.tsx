import styled from 'styled-components';

/**
 * The wide picture at the top of a detail page (a blog post, an event, an article): the full
 * width, cropped to its box (`$aspect`, 16:10 unless given) and rounded (`$radius`, lg unless
 * given).
 */
export const DetailBanner = styled.img<{ $aspect?: string; $radius?: 'lg' | 'xl' }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({ $aspect = '16 / 10' }) => $aspect};
  object-fit: cover;
  border-radius: ${({ theme, $radius = 'lg' }) => theme.radius[$radius]};
`;
