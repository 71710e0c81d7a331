// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Each warp sorts 32 keys, one per lane, with an odd-even transposition
// network: 32 phases, the even ones pairing (0,1), (2,3), ..., the odd ones
// (1,2), ..., (29,30). In the odd phases lanes 0 and 31 have no partner;
// they read their own value in the full-mask __shfl_sync (source = own lane)
// and keep their key, so all 32 lanes execute every shuffle.
__global__ void __launch_bounds__(128)
warp_sort32(const int *__restrict__ in, int *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31;
  int k = in[i];
  for (int ph = 0; ph < 32; ++ph) {
    const int partner = ((lane ^ ph) & 1) == 0 ? lane + 1 : lane - 1;
    const bool alone = partner < 0 || partner > 31;
    const int o = __shfl_sync(0xffffffffu, k, alone ? lane : partner);
    if (!alone) k = lane < partner ? min(k, o) : max(k, o);
  }
  out[i] = k;
}
