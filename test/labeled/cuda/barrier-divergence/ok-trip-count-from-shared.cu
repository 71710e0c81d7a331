// EXPECT: clean
// The trip count is loaded once by thread 0 and broadcast through shared
// memory after a barrier: every thread loops the same number of times.
__global__ void per_block_work(const int *counts, float *data) {
  __shared__ float stage[256];
  __shared__ int s_cnt;
  if (threadIdx.x == 0)
    s_cnt = counts[blockIdx.x];
  __syncthreads();
  int cnt = s_cnt;
  for (int k = 0; k < cnt; ++k) {
    stage[threadIdx.x] = data[(blockIdx.x * 16 + k) * 256 + threadIdx.x];
    __syncthreads();
    data[(blockIdx.x * 16 + k) * 256 + threadIdx.x] = stage[255 - threadIdx.x];
    __syncthreads();
  }
}
