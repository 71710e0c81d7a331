// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Per-channel int8 weight quantisation: each thread owns one output channel,
// finds its absolute maximum over the rows and writes the scale; a channel
// that is all zeros writes scale 1 and returns early. The block then reduces
// the largest scale for a calibration log through shared memory, and the
// threads that returned are missing at those barriers.
__global__ void quant_per_channel(const float *w, signed char *q, float *scale, float *blk_max,
                                  int rows, int cols) {
  __shared__ float red[256];
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  float amax = 0.f;
  for (int r = 0; r < rows; ++r)
    amax = fmaxf(amax, fabsf(w[(size_t)r * cols + c]));
  if (amax == 0.f) {
    scale[c] = 1.f;
    return;
  }
  const float s = amax / 127.f;
  scale[c] = s;
  for (int r = 0; r < rows; ++r)
    q[(size_t)r * cols + c] = (signed char)__float2int_rn(w[(size_t)r * cols + c] / s);
  red[threadIdx.x] = s;
  __syncthreads();
  for (int o = 128; o > 0; o >>= 1) {
    if (threadIdx.x < o)
      red[threadIdx.x] = fmaxf(red[threadIdx.x], red[threadIdx.x + o]);
    __syncthreads();
  }
  if (threadIdx.x == 0)
    blk_max[blockIdx.x] = red[0];
}
