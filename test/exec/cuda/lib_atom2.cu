// Sub-word and floating-point atomics of libcu++ as nvcc compiles them:
// cuda::atomic_ref<char/short/bool/float/double/long long>, whose narrow
// forms are CAS loops on the containing word; exact (lib_atom2.py).
#include <cuda/atomic>
#include <cuda/std/cstdint>

struct alignas(8) Narrow {
  int8_t c[4];
  int16_t s[2];
};

extern "C" __global__ void atom2(const int *in, Narrow *n, float *f, double *d,
                                 long long *ll, unsigned *flags) {
  int x = in[blockIdx.x * blockDim.x + threadIdx.x];
  // four chars in one word, each updated by a different quarter of threads
  cuda::atomic_ref<int8_t, cuda::thread_scope_device> c(n->c[threadIdx.x & 3]);
  c.fetch_add(int8_t(x & 3));
  cuda::atomic_ref<int16_t, cuda::thread_scope_block> s(n->s[threadIdx.x & 1]);
  s.fetch_max(int16_t(x));
  cuda::atomic_ref<int16_t, cuda::thread_scope_device> s2(n[1].s[threadIdx.x & 1]);
  s2.fetch_sub(int16_t(x & 0xff));
  cuda::atomic_ref<int8_t, cuda::thread_scope_device> c2(n[1].c[threadIdx.x & 3]);
  c2.fetch_xor(int8_t(x));
  cuda::atomic_ref<float, cuda::thread_scope_device> af(f[0]);
  af.fetch_add(float(x & 1023));
  cuda::atomic_ref<float, cuda::thread_scope_device> mf(f[1]);
  mf.fetch_max(float(x));
  cuda::atomic_ref<float, cuda::thread_scope_device> nf(f[2]);
  nf.fetch_min(float(x) * 0.5f);
  cuda::atomic_ref<double, cuda::thread_scope_system> ad(d[0]);
  ad.fetch_add(double(x) * 0.25);
  cuda::atomic_ref<double, cuda::thread_scope_device> md(d[1]);
  md.fetch_min(double(x));
  cuda::atomic_ref<long long, cuda::thread_scope_device> ml(ll[0]);
  ml.fetch_min((long long)x << 20);
  cuda::atomic_ref<long long, cuda::thread_scope_device> mx(ll[1]);
  mx.fetch_max((long long)x * -12345);
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> an(*(unsigned long long *)&ll[2]);
  an.fetch_and(~(1ull << (x & 63)));
  cuda::atomic_ref<unsigned, cuda::thread_scope_device> fl(flags[x & 7]);
  fl.fetch_add(1u);
  cuda::atomic_ref<bool, cuda::thread_scope_device> b(*(bool *)&flags[8]);
  if (x == 77) b.store(true);
}
