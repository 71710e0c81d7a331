// EXPECT: barrier-divergence
// Decoupled look-back scan: warp 0 polls the predecessors' tile status and
// the author put the __syncthreads() that publishes the exclusive prefix
// inside the warp-0 branch, so warps 1..N-1 never reach it.
__global__ void lookback_scan(const int *in, int *out, volatile int *status,
                              volatile int *prefix_of) {
  __shared__ int tile_sum[8];
  __shared__ int excl;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  for (int d = 1; d < 32; d <<= 1) {
    int u = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d) v += u;
  }
  if (lane == 31) tile_sum[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int agg = lane < 8 ? tile_sum[lane] : 0;
    for (int d = 1; d < 8; d <<= 1) agg += __shfl_xor_sync(0xffffffffu, agg, d);
    int pred = 0;
    if (lane == 0 && blockIdx.x > 0) {
      while (status[blockIdx.x - 1] == 0) {}
      pred = prefix_of[blockIdx.x - 1];
    }
    if (lane == 0) {
      excl = pred;
      prefix_of[blockIdx.x] = pred + agg;
      status[blockIdx.x] = 1;
    }
    __syncthreads();
  }
  int wbase = 0;
  for (int w = 0; w < warp; ++w) wbase += tile_sum[w];
  out[i] = excl + wbase + v;
}
