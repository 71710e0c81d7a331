// EXPECT: clean
// Warp-cooperative hash-table build with linear probing (distinct keys):
// lanes whose keys land in the same slot in this round find each other with
// __match_any_sync, the lowest of them tries to claim the slot, and the
// others (and a leader that lost) retry at the next slot. Each round samples
// __activemask() afresh at the top of the loop body, before any branch, so
// the mask names exactly the lanes that are still inserting; lanes that
// succeeded leave the loop.
__global__ void build_table(const unsigned *__restrict__ keys,
                            unsigned *__restrict__ table, unsigned capacity,
                            int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const unsigned key = keys[i];
  unsigned slot = (key * 2654435761u) % capacity;
  const int lane = threadIdx.x % 32;
  bool pending = true;
  while (pending) {
    unsigned active = __activemask();
    unsigned peers = __match_any_sync(active, slot);
    int leader = __ffs(peers) - 1;
    bool won = false;
    if (lane == leader) {
      unsigned prev = atomicCAS(&table[slot], 0xffffffffu, key);
      won = prev == 0xffffffffu || prev == key;
    }
    if (won)
      pending = false;
    else
      slot = (slot + 1) % capacity;
  }
}
