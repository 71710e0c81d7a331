// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// BUG: each warp sorts 32 keys, one per lane, with an odd-even transposition
// network: 32 phases, the even ones pairing (0,1), (2,3), ..., the odd ones
// (1,2), ..., (29,30). In the odd phases lanes 0 and 31 have no partner and
// `continue` past the full-mask __shfl_sync: 30 lanes execute a shuffle whose
// mask names 32.
__global__ void __launch_bounds__(128)
warp_sort32(const int *__restrict__ in, int *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31;
  int k = in[i];
  for (int ph = 0; ph < 32; ++ph) {
    const int partner = ((lane ^ ph) & 1) == 0 ? lane + 1 : lane - 1;
    if (partner < 0 || partner > 31) continue;
    const int o = __shfl_sync(0xffffffffu, k, partner);
    k = lane < partner ? min(k, o) : max(k, o);
  }
  out[i] = k;
}
