// EXPECT: clean
// PTXLINT-ARGS: --block-dim=1024
// Biquad filter bank with a per-band level meter: 1024 threads as 8 bands of
// 128 channels. Each band reduces its channels' energy on its own named
// barrier, id 1 + band (1 to 8, barrier 0 left to __syncthreads()), with a
// count of 128: its four warps, every one of which executes each band_sync.
#define BANDS 8
#define PER_BAND 128
#define CHUNK 256

__device__ __forceinline__ void band_sync(int id) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(PER_BAND) : "memory");
}

__global__ void __launch_bounds__(BANDS * PER_BAND)
biquad_bank(const float *__restrict__ x, float *__restrict__ y,
            const float4 *__restrict__ coef, const float *__restrict__ a2,
            float *__restrict__ level, int frames) {
  __shared__ float energy[BANDS][PER_BAND];
  const int band = threadIdx.x / PER_BAND, t = threadIdx.x % PER_BAND;
  const int nch = gridDim.x * blockDim.x;
  const int ch = blockIdx.x * blockDim.x + threadIdx.x;
  const float4 cf = coef[blockIdx.x * BANDS + band];
  const float a2b = a2[blockIdx.x * BANDS + band];
  float z1 = 0.f, z2 = 0.f;
  for (int f0 = 0; f0 < frames; f0 += CHUNK) {
    float e = 0.f;
    const int f1 = min(f0 + CHUNK, frames);
    for (int f = f0; f < f1; ++f) {
      const float in = x[(size_t)f * nch + ch];
      const float out = cf.x * in + z1;
      z1 = cf.y * in - cf.w * out + z2;
      z2 = cf.z * in - a2b * out;
      y[(size_t)f * nch + ch] = out;
      e += out * out;
    }
    energy[band][t] = e;
    band_sync(1 + band);
    for (int s = PER_BAND / 2; s > 0; s >>= 1) {
      if (t < s)
        energy[band][t] += energy[band][t + s];
      band_sync(1 + band);
    }
    if (t == 0)
      level[((size_t)(f0 / CHUNK) * gridDim.x + blockIdx.x) * BANDS + band] = energy[band][0];
    band_sync(1 + band);
  }
}
