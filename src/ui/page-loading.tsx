import { Center, Loader } from '@mantine/core';
import classes from './page-loading.module.css';

/** A busy overlay over the page while its data loads (spec: "A busy indicator shows during loads"). */
export function PageLoading({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <Center className={classes.loading} aria-busy="true">
      <Loader />
    </Center>
  );
}
