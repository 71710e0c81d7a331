// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// MoE routing statistics: a buffer holding the count of routed tokens
// padded to 8 bytes, followed by one 64-bit fixed-point gate-weight sum per
// expert at stats + 2 (byte 8), so the 64-bit atomicAdd calls are aligned.
__global__ void moe_stats_hdr8(const int *expert, const float *gate, int *stats, int ntok) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ntok)
    return;
  const int e = expert[t];
  const unsigned long long fixed = (unsigned long long)(gate[t] * 65536.f);
  atomicAdd(stats, 1);
  atomicAdd(reinterpret_cast<unsigned long long *>(stats + 2) + e, fixed);
}
