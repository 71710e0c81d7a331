// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Warp-aggregated histogram update in inline PTX: match.any groups the lanes
// with the same bin, `lt` is loaded from %lanemask_lt before the `and` that
// counts the group's lanes below this one, and the group's lowest lane
// (none below it) adds the group size.
__global__ void hist_match_asm_ok(const int* __restrict__ keys, unsigned* __restrict__ hist, int nbins) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  const int bin = keys[i] % nbins;
  unsigned peers, below;
  asm volatile(
      "{\n\t.reg .b32 m, lt, lo;\n\t"
      "match.any.sync.b32 m, %2, 0xffffffff;\n\t"
      "mov.u32 lt, %%lanemask_lt;\n\t"
      "and.b32 lo, m, lt;\n\t"
      "mov.b32 %0, m;\n\t"
      "popc.b32 %1, lo;\n\t}"
      : "=r"(peers), "=r"(below)
      : "r"(bin));
  if (below == 0) atomicAdd(&hist[bin], __popc(peers));
}
