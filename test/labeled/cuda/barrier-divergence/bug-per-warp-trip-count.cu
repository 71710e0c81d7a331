// EXPECT: barrier-divergence
// Each warp loads its own number of work items from a table and loops that
// many times around a block-wide barrier: warps with fewer items stop
// arriving while the others wait for them.
__global__ void per_warp_work(const int *counts, float *data) {
  __shared__ float stage[256];
  int warp = threadIdx.x / 32;
  int cnt = counts[blockIdx.x * 8 + warp];
  for (int k = 0; k < cnt; ++k) {
    stage[threadIdx.x] = data[(blockIdx.x * 16 + k) * 256 + threadIdx.x];
    __syncthreads();
    data[(blockIdx.x * 16 + k) * 256 + threadIdx.x] = stage[255 - threadIdx.x];
    __syncthreads();
  }
}
