// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=256
// MoE routing statistics: a buffer holding an int count of routed tokens
// followed by one 64-bit fixed-point gate-weight sum per expert. The sums
// start at stats + 1 (byte 4), so every 64-bit atomicAdd on them is
// misaligned by 4 bytes.
__global__ void moe_stats_hdr4(const int *expert, const float *gate, int *stats, int ntok) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ntok)
    return;
  const int e = expert[t];
  const unsigned long long fixed = (unsigned long long)(gate[t] * 65536.f);
  atomicAdd(stats, 1);
  atomicAdd(reinterpret_cast<unsigned long long *>(stats + 1) + e, fixed);
}
