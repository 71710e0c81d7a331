// EXPECT: clean
// A templated vectorised scale: each thread handles VEC consecutive floats
// starting at (blockIdx.x * blockDim.x + threadIdx.x) * VEC, so with VEC = 4
// every float4 address is a multiple of 16 bytes (and with VEC = 2 every
// float2 address a multiple of 8), whatever the block and thread; the last
// partial vector is done one float at a time.
template <int VEC> struct Vec;
template <> struct Vec<4> { using T = float4; };
template <> struct Vec<2> { using T = float2; };

template <int VEC>
__global__ void scale_vec(const float *__restrict__ x, float *__restrict__ y, float a, size_t n) {
  using V = typename Vec<VEC>::T;
  size_t base = ((size_t)blockIdx.x * blockDim.x + threadIdx.x) * VEC;
  if (base + VEC <= n) {
    V v = *reinterpret_cast<const V *>(x + base);
    float *f = reinterpret_cast<float *>(&v);
#pragma unroll
    for (int k = 0; k < VEC; ++k)
      f[k] *= a;
    *reinterpret_cast<V *>(y + base) = v;
  } else {
    for (size_t i = base; i < n; ++i)
      y[i] = a * x[i];
  }
}

template __global__ void scale_vec<4>(const float *__restrict__, float *__restrict__, float, size_t);
template __global__ void scale_vec<2>(const float *__restrict__, float *__restrict__, float, size_t);
