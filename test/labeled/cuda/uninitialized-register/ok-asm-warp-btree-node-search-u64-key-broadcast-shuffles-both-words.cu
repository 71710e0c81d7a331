// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// OK: warp-cooperative lookup in a GPU B-tree of 64-bit keys (32 keys per
// node, one per lane). Each lane holds one query; the warp serves the
// queries one at a time: the query is broadcast from its lane with a 64-bit
// shuffle written in inline PTX (split into two 32-bit shfl.sync.idx, one
// into `blo`, one into `bhi`), the lanes compare it with their node key and
// ballot the child to descend to.
#include <cstdint>
__device__ __forceinline__ uint64_t bcast64(uint64_t v, int src) {
  uint64_t r;
  asm volatile("{\n\t.reg .b32 lo, hi, blo, bhi;\n\t"
               "mov.b64 {lo, hi}, %1;\n\t"
               "shfl.sync.idx.b32 blo, lo, %2, 0x1f, -1;\n\t"
               "shfl.sync.idx.b32 bhi, hi, %2, 0x1f, -1;\n\t"
               "mov.b64 %0, {blo, bhi};\n\t}"
               : "=l"(r)
               : "l"(v), "r"(src));
  return r;
}
struct Node { uint64_t key[32]; int child[33]; int leaf; };
__global__ void __launch_bounds__(128)
btree_lookup(const Node *__restrict__ nodes, const uint64_t *__restrict__ queries, int *__restrict__ out, int nq,
             int root) {
  const int lane = threadIdx.x % 32;
  const int base = (blockIdx.x * 4 + threadIdx.x / 32) * 32;
  if (base >= nq) return;
  const uint64_t mine = base + lane < nq ? queries[base + lane] : ~0ull;
  int found = -1;
  for (int q = 0; q < 32; ++q) {
    const uint64_t key = bcast64(mine, q);
    int n = root;
    while (true) {
      const Node &nd = nodes[n];
      const unsigned le = __ballot_sync(0xffffffffu, nd.key[lane] <= key);
      const int pos = __popc(le);
      const bool hit = pos > 0 && nd.key[pos - 1] == key;
      if (nd.leaf || hit) {
        if (lane == q) found = hit ? n * 32 + pos - 1 : -1;
        break;
      }
      n = nd.child[pos];
    }
  }
  if (base + lane < nq) out[base + lane] = found;
}
