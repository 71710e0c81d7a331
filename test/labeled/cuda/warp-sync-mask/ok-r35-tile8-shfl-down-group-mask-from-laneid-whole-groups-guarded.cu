// EXPECT: clean
// ARCHS: sm_86 sm_90a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=128
// Segmented sum over groups of 8 lanes (one 8-wide feature vector per group,
// four per warp). The group mask `0xff << (lane & ~7)` is built in inline
// PTX from %laneid, and the shuffle sits under `if (group < ngroups)`: the
// condition is the same for all 8 lanes of a group, so every lane the mask
// names runs the shuffle whenever one of them does.
__global__ void __launch_bounds__(128)
    seg8_sum(const float *__restrict__ x, float *__restrict__ out, int ngroups) {
  const int group = (blockIdx.x * 128 + threadIdx.x) >> 3;
  float v = 0.f;
  if (group < ngroups) {
    unsigned mask;
    asm("{\n\t.reg .b32 l;\n\t"
        "mov.u32 l, %%laneid;\n\t"
        "and.b32 l, l, 0x18;\n\t"
        "shl.b32 %0, 0xff, l;\n\t}"
        : "=r"(mask));
    v = x[blockIdx.x * 128 + threadIdx.x];
    for (int o = 4; o > 0; o >>= 1) {
      float other;
      asm volatile("shfl.sync.down.b32 %0, %1, %2, 0x181f, %3;" : "=f"(other) : "f"(v), "r"(o), "r"(mask));
      v += other;
    }
  }
  __syncwarp();
  if (group < ngroups && (threadIdx.x & 7) == 0)
    out[group] = v;
}
