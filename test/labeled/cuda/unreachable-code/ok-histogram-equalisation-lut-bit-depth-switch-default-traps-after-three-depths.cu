// EXPECT: clean
// Histogram equalisation, apply pass: the CDF is turned into a lookup table
// per bit depth (8, 10 or 12 bits); any other depth is a host bug and the
// switch's default traps. Each case is reachable from the runtime depth
// parameter, and the remap after the switch runs for the three valid ones.
__global__ void equalise_apply(const unsigned short *__restrict__ in, unsigned short *__restrict__ out,
                               const unsigned *__restrict__ cdf, int n, int bits) {
  __shared__ unsigned short lut[4096];
  unsigned total = cdf[(1 << bits) - 1], cmin = cdf[0];
  int levels;
  switch (bits) {
  case 8:
    levels = 256;
    break;
  case 10:
    levels = 1024;
    break;
  case 12:
    levels = 4096;
    break;
  default:
    __trap();
  }
  float scale = total > cmin ? (float)(levels - 1) / (float)(total - cmin) : 0.f;
  for (int v = threadIdx.x; v < levels; v += blockDim.x)
    lut[v] = (unsigned short)fminf(roundf((float)(cdf[v] - cmin) * scale), (float)(levels - 1));
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    out[i] = lut[min((int)in[i], levels - 1)];
}
