// EXPECT: clean
// ARCHS: sm_89 sm_120
// PTXLINT-ARGS: --block-dim=256
// Octree construction from sorted Morton codes. Nodes come from the host as
// 16-byte records (u32 parent, u32 child mask, u64 Morton prefix: natural
// alignment, so the prefix is at +8), read here through a raw word pointer.
// The prefix is loaded as one u64 at word 4 * i + 2, byte 16 * i + 8:
// 8-byte aligned for every i.
__global__ void __launch_bounds__(256)
    octree_levels(const unsigned *__restrict__ nodes, const unsigned long long *__restrict__ codes,
                  int *__restrict__ level, int n) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i >= n)
    return;
  const unsigned parent = nodes[4 * i];
  const unsigned mask = nodes[4 * i + 1];
  const unsigned long long prefix = *reinterpret_cast<const unsigned long long *>(nodes + 4 * i + 2);
  const unsigned long long code = codes[i];
  const int common = __clzll(prefix ^ code);
  level[i] = parent == 0xffffffffu || mask == 0 ? 0 : min(common / 3, 21);
}
