// printf_backoff_virtual.cu - ptxlint real-PTX corpus
//
// Covers device printf with many argument types and counts (char, short,
// long long, unsigned, size_t, double, float promoted, pointers, strings,
// a 20-argument call), spin-waits with __nanosleep exponential backoff and
// __trap()/__brkpt() on timeout inside loops, dynamically sized alloca,
// virtual functions with multiple inheritance and virtual destructors on
// objects built with placement new, 16-bit atomicCAS loops implementing
// atomic max on __half and __nv_bfloat16, __int128 division, remainder and
// conversions; built with -restrict -ftz=true -prec-sqrt=false -dopt on
// -Xptxas -O1 -Xnvlink -v (the -G build without -dopt and -Xptxas).
// corpus-nvcc-flags: -restrict -ftz=true -prec-sqrt=false -dopt on -Xptxas -O1 -Xnvlink -v
// corpus-nvcc-flags-G: -restrict -ftz=true -prec-sqrt=false
// corpus-quick-archs: sm_75 sm_80 sm_90 sm_100f sm_121a
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstddef>
#include <cstdio>
#include <new>

#include "corpus_features.cuh"

__global__ void printf_many(const char* name, const double* d, const long long* l, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  char c = static_cast<char>('a' + (i & 15));
  short s = static_cast<short>(i * 3 - 100);
  unsigned u = 0xdeadbeefu ^ static_cast<unsigned>(i);
  size_t z = sizeof(double) * static_cast<size_t>(n);
  float f = i * 0.25f;
  for (int k = 0; k < n; ++k) {
    printf("%s[%d]: c=%c s=%hd u=%u z=%zu f=%f d=%e l=%lld p=%p\n", name, k, c, s, u, z, f, d[k],
           l[k], (const void*)(d + k));
    if (k & 1)
      printf("%d %d %d %d %d %d %d %d %d %d %f %f %f %f %f %lld %lld %lld %x %o\n", k, k + 1, k + 2,
             k + 3, k + 4, k + 5, k + 6, k + 7, k + 8, k + 9, f, f * 2, f * 3, d[k], -d[k], l[k],
             l[k] * 2, l[k] - 1, u, u >> 3);
  }
  printf("done %s\n", name);
}

__device__ unsigned backoff_wait(volatile unsigned* flag, unsigned want, unsigned limit) {
  unsigned ns = 32, tries = 0;
  while (*flag != want) {
    __nanosleep(ns);
    ns = ns < 4096 ? ns * 2 : ns;
    if (++tries > limit) {
      if (threadIdx.x == 0) __brkpt();
      __trap();
    }
  }
  return tries;
}

__global__ void spin_backoff(volatile unsigned* flags, unsigned* tries, int rounds) {
  for (int r = 0; r < rounds; ++r) {
    if (threadIdx.x == 0) flags[blockIdx.x] = r + 1;
    __syncthreads();
    tries[blockIdx.x * blockDim.x + threadIdx.x] += backoff_wait(flags + blockIdx.x, r + 1, 1u << 20);
    __syncthreads();
  }
}

__device__ __noinline__ float sum_scratch(const float* in, int n) {
  float* tmp = static_cast<float*>(__builtin_alloca(sizeof(float) * n));
  for (int i = 0; i < n; ++i) tmp[i] = in[i] * in[n - 1 - i];
  float s = 0.0f;
  for (int i = n - 1; i >= 0; --i) s += tmp[i];
  return s;
}

__global__ void alloca_dynamic(const float* in, float* out, int n) {
  int m = (n & 31) + 1;
  out[threadIdx.x] = sum_scratch(in + threadIdx.x, m);
}

struct Named {
  __device__ virtual ~Named() {}
  __device__ virtual int id() const { return 1; }
};
struct Shape {
  __device__ virtual ~Shape() {}
  __device__ virtual float area() const = 0;
  __device__ virtual float scale(float k) { return area() * k; }
};
struct Rect : Named, Shape {
  float w, h;
  __device__ Rect(float w_, float h_) : w(w_), h(h_) {}
  __device__ float area() const override { return w * h; }
  __device__ int id() const override { return 2; }
};
struct Circle : Shape {
  float r;
  __device__ explicit Circle(float r_) : r(r_) {}
  __device__ float area() const override { return 3.14159265f * r * r; }
  __device__ float scale(float k) override { return area() * k * k; }
};

__global__ void virtual_calls(float* out, int* ids, int n) {
  __shared__ alignas(16) unsigned char pool[128 * 32];
  unsigned char* slot = pool + threadIdx.x * 32;
  Shape* s;
  Named* nm = nullptr;
  if (threadIdx.x & 1) {
    Rect* r = new (slot) Rect(threadIdx.x * 1.0f, 2.0f);
    s = r;
    nm = r;
  } else {
    s = new (slot) Circle(threadIdx.x * 0.5f);
  }
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) acc += s->scale(1.0f + k);
  out[threadIdx.x] = acc;
  ids[threadIdx.x] = nm ? nm->id() : 0;
  s->~Shape();
}

template <class T>
__device__ T atomic_max16(T* addr, T v) {
  unsigned short* p = reinterpret_cast<unsigned short*>(addr);
  unsigned short old = *p, assumed;
  do {
    assumed = old;
    T cur = *reinterpret_cast<T*>(&assumed);
    if (!(static_cast<float>(v) > static_cast<float>(cur))) break;
    old = atomicCAS(p, assumed, *reinterpret_cast<unsigned short*>(&v));
  } while (old != assumed);
  return *reinterpret_cast<T*>(&old);
}

__global__ void cas16_max(__half* h, __nv_bfloat16* b, const float* in, __half* ho,
                          __nv_bfloat16* bo) {
  float x = in[threadIdx.x];
  ho[threadIdx.x] = atomic_max16(h, __float2half(x));
  bo[threadIdx.x] = atomic_max16(b, __float2bfloat16(x));
}

__global__ void int128_ops(const __int128* a, const unsigned __int128* b, long long* q,
                           double* d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __int128 x = a[i];
  unsigned __int128 y = b[i] | 1u;
  __int128 div = x / static_cast<__int128>(y >> 3 | 1);
  unsigned __int128 rem = y % 1000000007u;
  q[2 * i] = static_cast<long long>(div >> 17);
  q[2 * i + 1] = static_cast<long long>(rem ^ (y << 64 >> 70));
  d[i] = static_cast<double>(x) + static_cast<double>(y);
}
