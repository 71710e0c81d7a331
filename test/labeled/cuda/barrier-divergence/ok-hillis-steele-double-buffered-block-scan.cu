// EXPECT: clean
// Hillis-Steele inclusive scan of one block (the GPU Gems 3 ch. 39 naive
// scan) with two ping-pong buffers. Only threads with tid >= offset add a
// neighbour, which looks like a divergent region, but every thread writes
// its slot of the output buffer and the __syncthreads() sits after the
// if/else, reached by the whole block once per level (the level count
// depends only on blockDim.x).
__global__ void scan_hillis_steele(const float *in, float *out, int n) {
  extern __shared__ float temp[];
  int tid = threadIdx.x;
  int pout = 0, pin = 1;
  int i = blockIdx.x * blockDim.x + tid;
  temp[pout * blockDim.x + tid] = i < n ? in[i] : 0.f;
  __syncthreads();
  for (int offset = 1; offset < blockDim.x; offset <<= 1) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (tid >= offset)
      temp[pout * blockDim.x + tid] = temp[pin * blockDim.x + tid] + temp[pin * blockDim.x + tid - offset];
    else
      temp[pout * blockDim.x + tid] = temp[pin * blockDim.x + tid];
    __syncthreads();
  }
  if (i < n)
    out[i] = temp[pout * blockDim.x + tid];
}
