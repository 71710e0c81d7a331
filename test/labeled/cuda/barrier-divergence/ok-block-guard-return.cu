// EXPECT: clean
// The early return tests the block's first element, not the thread's: the
// whole block leaves or none of it does, and the per-thread bound guards
// only the loads and stores.
__global__ void block_tail(const float *in, float *out, int n) {
  __shared__ float buf[257];
  int base = blockIdx.x * blockDim.x;
  if (base >= n)
    return;
  int i = base + threadIdx.x;
  buf[threadIdx.x + 1] = i < n ? in[i] : 0.f;
  if (threadIdx.x == 0)
    buf[0] = base > 0 ? in[base - 1] : 0.f;
  __syncthreads();
  if (i < n)
    out[i] = buf[threadIdx.x + 1] - buf[threadIdx.x];
}
