// plain_math_atomics.cu - ptxlint real-PTX corpus
//
// Ordinary CUDA as libraries write it, without inline PTX: a templated
// grid-stride axpy/dot over float, double, __half2 and __nv_bfloat162, 64-bit
// integer division and remainder, every atomic kind on 32/64-bit global and
// shared memory (atomicMin/Max on long long, atomicAnd/Or/Xor, atomicInc/Dec,
// atomicCAS loops for a double max), warp reductions with __shfl_xor_sync and
// __reduce_add_sync, histogram in shared memory, libdevice math (erfcinvf,
// lgamma, sincospi, rhypot, norm3d, cbrt, fma, frexp/ldexp), saturating
// integer intrinsics (__hadd, __sad, __usad, __mulhi, __umul64hi, __brevll,
// __ffsll, __popcll, __clzll, __funnelshift_lc, __byte_perm, __vabsdiffu4).
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <cstdint>

template <typename T>
__device__ T axpy_one(T a, T x, T y) { return a * x + y; }

template <typename T>
__global__ void axpy(int n, T a, const T* __restrict__ x, T* __restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    y[i] = axpy_one(a, x[i], y[i]);
}
template __global__ void axpy<float>(int, float, const float*, float*);
template __global__ void axpy<double>(int, double, const double*, double*);
template __global__ void axpy<__half2>(int, __half2, const __half2*, __half2*);
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
template __global__ void axpy<__nv_bfloat162>(int, __nv_bfloat162, const __nv_bfloat162*, __nv_bfloat162*);
#endif

__device__ double atomic_max_double(double* addr, double v) {
  unsigned long long* p = reinterpret_cast<unsigned long long*>(addr);
  unsigned long long old = *p, assumed;
  do {
    assumed = old;
    if (__longlong_as_double(assumed) >= v) break;
    old = atomicCAS(p, assumed, __double_as_longlong(v));
  } while (assumed != old);
  return __longlong_as_double(old);
}

__global__ void atomics_hist(const int* keys, int n, unsigned* hist, long long* mm, unsigned long long* bits,
                             double* dmax, unsigned* wrap, float* dot) {
  __shared__ unsigned sh[256];
  __shared__ unsigned long long sh64[32];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) sh[i] = 0;
  if (threadIdx.x < 32) sh64[threadIdx.x] = 0;
  __syncthreads();
  float part = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    int k = keys[i];
    atomicAdd(&sh[k & 255], 1u);
    atomicOr(&sh64[k & 31], 1ull << (k & 63));
    atomicMin(mm, (long long)k);
    atomicMax(mm + 1, (long long)k * 3);
    atomicXor(bits + (k & 7), (unsigned long long)k);
    atomicAnd(bits + 8, ~(1ull << (k & 63)));
    atomicInc(wrap, 1000u);
    atomicDec(wrap + 1, 1000u);
    atomic_max_double(dmax, (double)k * 0.5);
    float sp, cp;
    sincospif((float)k, &sp, &cp);
    part += sp * cp;
  }
  for (int o = 16; o > 0; o >>= 1) part += __shfl_xor_sync(0xffffffffu, part, o);
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
  unsigned cnt = __reduce_add_sync(0xffffffffu, part > 0.f ? 1u : 0u);
  if ((threadIdx.x & 31) == 0) atomicAdd(wrap + 2, cnt);
#endif
  if ((threadIdx.x & 31) == 0) atomicAdd(dot, part);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x) atomicAdd(&hist[i], sh[i]);
  if (threadIdx.x < 32) atomicOr(bits + 16 + threadIdx.x, sh64[threadIdx.x]);
}

__global__ void math_mix(const float* f, const double* d, const long long* q, const unsigned* u, float* of,
                         double* od, long long* oq, unsigned* ou, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = f[i];
  double y = d[i];
  int e;
  of[i] = erfcinvf(x) + lgammaf(x) + rhypotf(x, 2.f) + norm3df(x, x, 1.f) + cbrtf(x) +
          ldexpf(frexpf(x, &e), e + 1) + fmaf(x, x, 1.f) + __saturatef(x);
  od[i] = lgamma(y) + erfc(y) + rnorm3d(y, y, 2.0) + fma(y, y, y) + remainder(y, 3.0) + j0(y);
  long long a = q[i], b = q[i + n] | 1;
  oq[i] = a / b + a % b + (long long)__umul64hi((unsigned long long)a, (unsigned long long)b) +
          (long long)__brevll((unsigned long long)a) + __ffsll(a) + __popcll(b) + __clzll(a);
  unsigned v = u[i], w = u[i + n];
  ou[i] = (unsigned)__hadd((int)v, (int)w) + __sad((int)v, (int)w, 3u) + __usad(v, w, 1u) +
          (unsigned)__mulhi((int)v, (int)w) + __funnelshift_lc(v, w, 7) + __byte_perm(v, w, 0x5140) +
          __vabsdiffu4(v, w) + v / (w | 1u) + v % 7u;
}
