// EXPECT: misaligned-access
// ARCHS: sm_89 sm_120
// PTXLINT-ARGS: --block-dim=256
// BUG: octree construction from sorted Morton codes. Nodes come from the
// host as packed 12-byte records (u32 parent, u64 Morton prefix, no
// padding: the host writer emits them with #pragma pack(4)), read here
// through a raw word pointer. The prefix is loaded as one u64 at word
// 3 * i + 1: byte 12 * i + 4, which is 8-byte aligned only for odd i.
__global__ void __launch_bounds__(256)
    octree_levels(const unsigned *__restrict__ nodes, const unsigned long long *__restrict__ codes,
                  int *__restrict__ level, int n) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i >= n)
    return;
  const unsigned parent = nodes[3 * i];
  const unsigned long long prefix = *reinterpret_cast<const unsigned long long *>(nodes + 3 * i + 1);
  const unsigned long long code = codes[i];
  // depth of the node: common leading bits of the prefix and the code, in 3-bit steps
  const int common = __clzll(prefix ^ code);
  level[i] = parent == 0xffffffffu ? 0 : min(common / 3, 21);
}
