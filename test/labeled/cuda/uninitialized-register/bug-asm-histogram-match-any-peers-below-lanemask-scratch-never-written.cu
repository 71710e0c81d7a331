// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=256
// Warp-aggregated histogram update in inline PTX: match.any groups the lanes
// with the same bin, the lanes of the group below this one are counted by
// AND-ing the group mask with %lanemask_lt, and the group's lowest lane adds
// the group size. The scratch `lt` that should hold %lanemask_lt is declared
// but never written (BUG): the `and` reads an unset register, so `below` is
// garbage and the wrong lane adds.
__global__ void hist_match_asm(const int* __restrict__ keys, unsigned* __restrict__ hist, int nbins) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  const int bin = keys[i] % nbins;
  unsigned peers, below;
  asm volatile(
      "{\n\t.reg .b32 m, lt, lo;\n\t"
      "match.any.sync.b32 m, %2, 0xffffffff;\n\t"
      "and.b32 lo, m, lt;\n\t"
      "mov.b32 %0, m;\n\t"
      "popc.b32 %1, lo;\n\t}"
      : "=r"(peers), "=r"(below)
      : "r"(bin));
  if (below == 0) atomicAdd(&hist[bin], __popc(peers));
}
