import { Center, Loader, Text } from '@mantine/core';

/** While a record is neither on this phone nor loaded: a spinner, or, once the network failed, why. */
export function AwaitingData({ what, failed }: { what: string; failed: boolean }) {
  return (
    <Center mih={200}>
      {failed ? (
        <Text c="dimmed" ta="center">
          {`This ${what} is not on this phone yet. It loads when the connection returns.`}
        </Text>
      ) : (
        <Loader />
      )}
    </Center>
  );
}
